import { lazy } from '../lazy.js';
import { PLATFORM_NAMESPACE } from '../namespace.js';

/**
 * The action names the audit log records (the `action` filter's values and the events' `action` field),
 * by the entity they concern: our table, written from the specification's list of recorded actions. The
 * list grows (the specification says so), so a name missing here is a warning, never an error.
 * Names are written as the specification writes them, with the neutral words for brand names: `svc` for
 * the platform (real names write `slack`, as `slack#/` types do; `PLATFORM_NAMESPACES`), and `agentplat`,
 * `crm` and `sales_assist` for partner products, whose real words no source we hold states.
 */
const ACTION_GROUPS: readonly (readonly [group: string, names: string])[] = [
  [
    'AI features',
    'huddle_transcription_cancelled huddle_transcription_paused huddle_transcription_resumed ' +
      'huddle_transcription_started huddle_transcription_start_notification svc_ai_canvas_content_generated ' +
      'svc_ai_file_summary_deleted svc_ai_file_summary_generated svc_ai_file_summary_translation_generated ' +
      'svc_ai_huddle_notes_generated svc_ai_message_explanation_generated ' +
      'svc_ai_message_translation_generated svc_ai_permissions_reset svc_ai_suggested_todo_dismissed ' +
      'svc_ai_suggested_todo_generated svc_ai_suggested_todo_regenerated svc_ai_summary_requested',
  ],
  [
    'App',
    'agentplat_agent_actions_updated agentplat_agent_activated agentplat_agent_deactivated ' +
      'agentplat_agent_metadata_updated agentplat_agent_svc_connection_added ' +
      'agentplat_agent_svc_connection_removed agentplat_agent_svc_deleted ' +
      'app_agentplat_session_created_from_prompt_link app_agentplat_shareable_prompt_created app_approved ' +
      'app_deleted app_deployed app_installed app_manifest_created app_manifest_updated ' +
      'app_removed_from_whitelist app_resources_added app_resources_granted app_restricted ' +
      'app_scopes_expanded app_token_preserved app_uninstalled app_variable_added app_variable_removed ' +
      'bot_token_downgraded bot_token_upgraded child_app_manifest_created child_app_manifest_updated ' +
      'child_app_manifest_deleted child_app_manifest_exported org_app_future_workspace_install_disabled ' +
      'org_app_future_workspace_install_enabled org_app_upgraded_to_org_install org_app_workspace_added ' +
      'org_app_workspace_removed',
  ],
  [
    'Canvas',
    'canvas_access_added canvas_access_downgraded canvas_access_revoked canvas_access_upgraded ' +
      'canvas_converted_to_standalone canvas_converted_to_template canvas_created canvas_deleted ' +
      'canvas_downloaded canvas_edited canvas_linksharing_disabled canvas_linksharing_enabled canvas_merged ' +
      'canvas_opened canvas_ownership_transferred canvas_restored canvas_shared canvas_tombstoned ' +
      'canvas_unshared canvas_template_reverted canvas_template_used',
  ],
  [
    'Channel',
    'channel_can_huddle_pref_changed_from_org_level channel_email_address_created ' +
      'channel_email_address_deleted channel_enable_at_channel_pref_changed_from_org_level ' +
      'channel_enable_at_here_pref_changed_from_org_level channel_huddle_properties_updated ' +
      'channel_membership_limit_changed_from_org_level channel_moved channel_posting_permissions_updated ' +
      'channel_posting_pref_changed_from_org_level channel_renamed channel_retention_changed ' +
      'channel_tab_added channel_tab_removed channel_workspaces_updated dm_user_added ' +
      'featured_workflow_added featured_workflow_removed group_converted_to_channel guest_channel_join ' +
      'guest_channel_leave guest_created mpim_converted_to_private private_channel_archive ' +
      'private_channel_converted_to_public private_channel_created private_channel_deleted ' +
      'private_channel_unarchive private_message_forwarded public_channel_archive ' +
      'public_channel_converted_to_private public_channel_created public_channel_deleted ' +
      'public_channel_preview public_channel_unarchive service_owner_transferred user_channel_join ' +
      'user_channel_leave',
  ],
  [
    'Enterprise key management',
    'ekm_clear_cache_set ekm_enrolled ekm_key_added ekm_key_removed ekm_logging_config_set ' +
      'ekm_svc_bot_enroll_notification_sent ekm_svc_bot_logging_notification_sent ' +
      'ekm_svc_bot_rekey_notification_sent ekm_svc_bot_unenroll_notification_sent ekm_unenrolled',
  ],
  [
    'Huddles',
    'huddle_ended huddle_knock_accepted huddle_participant_dropped huddle_participant_joined ' +
      'huddle_participant_left huddle_started huddle_screenshare_on huddle_screenshare_off',
  ],
  [
    'File',
    'file_deleted file_download_blocked file_downloaded file_malicious_content_detected ' +
      'file_public_link_created file_public_link_revoked file_shared file_uploaded',
  ],
  ['Function', 'function_distribution_permission_added function_distribution_permission_removed ' + 'function_distribution_permission_set'],
  [
    'Legal holds',
    'legal_hold_policy_created legal_hold_policy_entities_added legal_hold_policy_entities_deleted ' +
      'legal_hold_policy_exclusion_added legal_hold_policy_exclusion_deleted legal_hold_policy_reactivated ' +
      'legal_hold_policy_released legal_hold_policy_updated',
  ],
  [
    'List',
    'list_access_added list_access_downgraded list_access_revoked list_access_upgraded list_cell_updated ' +
      'list_column_created list_column_deleted list_column_reverted list_column_updated ' +
      'list_converted_to_template list_created list_deleted list_description_updated list_downloaded ' +
      'list_icon_updated list_linksharing_enabled list_linksharing_disabled list_opened ' +
      'list_ownership_transferred list_shared list_restored list_row_created list_row_deleted ' +
      'list_rows_deleted list_row_updated list_template_reverted list_title_updated list_tombstoned ' +
      'list_view_created list_view_deleted list_view_updated',
  ],
  [
    'Data loss prevention',
    'native_dlp_rule_action_applied native_dlp_rule_created native_dlp_rule_deactivated ' + 'native_dlp_rule_reactivated native_dlp_violation_deleted',
  ],
  [
    'CRM integration',
    'sales_assist_members_added sales_assist_members_removed sales_assist_notifications_settings_updated ' +
      'sales_assist_object_mappings_set sales_assist_object_mappings_updated ' +
      'sales_assist_opportunity_list_settings_updated sales_assist_org_connection_added ' +
      'sales_assist_org_connection_removed sales_assist_sales_admin_activity_config_changed ' +
      'sales_assist_workflow_updated crm_mcp_server_acl_updated crm_mcp_server_config_updated ' +
      'crm_mcp_server_deleted crm_mcp_server_disabled crm_mcp_server_enabled ' +
      'crm_mcp_server_org_disconnected crm_mcp_server_org_reconnected crm_mcp_server_workspace_granted ' +
      'crm_mcp_server_workspace_revoked crm_record_transferred',
  ],
  ['Seamless auth', 'crm_org_deleted crm_org_upserted crm_access_granted crm_access_removed crm_permissions_synced'],
  [
    'Shared channels',
    'connect_dm_invite_accepted connect_dm_invite_generated connect_dm_invite_ignored ' +
      'connect_dm_invite_revoked external_shared_channel_access_upgraded external_shared_channel_connected ' +
      'external_shared_channel_disconnect_and_archived external_shared_channel_disconnected ' +
      'external_shared_channel_invite_accepted external_shared_channel_invite_approved ' +
      'external_shared_channel_invite_auto_revoked external_shared_channel_invite_created ' +
      'external_shared_channel_invite_declined external_shared_channel_invite_expired ' +
      'external_shared_channel_invite_revoked external_shared_channel_reconnected',
  ],
  [
    'Model context protocol server (AI app acting for a user)',
    'mcp_svc_create_canvas_tool_called mcp_svc_read_canvas_tool_called mcp_svc_read_channel_tool_called ' +
      'mcp_svc_read_thread_tool_called mcp_svc_read_user_profile_tool_called ' +
      'mcp_svc_search_channels_tool_called mcp_svc_search_public_and_private_tool_called ' +
      'mcp_svc_search_public_tool_called mcp_svc_search_users_tool_called mcp_svc_send_message_tool_called ' +
      'mcp_svc_update_canvas_tool_called',
  ],
  ['Workflows', 'workflow_app_token_preserved workflow_created workflow_deleted workflow_published ' + 'workflow_responses_csv_download workflow_unpublished'],
  [
    'Workflows v2',
    'external_auth_oauth2_token_fetched external_auth_oauth2_token_refreshed ' +
      'external_auth_oauth2_token_deleted workflow_trigger_permission_added ' +
      'workflow_trigger_permission_removed workflow_trigger_permission_set ' +
      'workflow_trigger_suspicious_keyword workflow_v2_published',
  ],
  [
    'User',
    'anomaly custom_tos_accepted custom_tos_link_clicked guest_created guest_deactivated ' +
      'guest_expiration_cleared guest_expiration_set guest_expired guest_joined_workspace guest_reactivated ' +
      'owner_transferred permissions_assigned permissions_removed role_assigned role_change_to_admin ' +
      'role_change_to_guest role_change_to_owner role_change_to_user role_removed user_created ' +
      'user_deactivated user_email_updated user_force_upgrade_non_compliant_mobile_app_version ' +
      'user_joined_workspace user_login_failed user_login user_logout_compromised ' +
      'user_logout_non_compliant_mobile_app_version user_logout user_password_reset_requested ' +
      'user_password_reset_svc_security user_profile_updated user_profile_deleted user_reactivated ' +
      'user_session_invalidated user_session_reset_by_admin user_sessions_reset_by_anomaly_event_response ' +
      'user_session_settings_changed app_agentplat_execute_svc_action app_flows_execute_svc_action',
  ],
  [
    'User groups',
    'default_channel_added_to_usergroup default_channel_removed_from_usergroup role_added_to_usergroup ' +
      'role_modified_on_usergroup role_removed_from_usergroup user_added_to_usergroup ' +
      'user_removed_from_usergroup usergroup_add_to_team_enqueued usergroup_added_to_team ' +
      'usergroup_remove_from_team_enqueued usergroup_removed_from_team usergroup_update_enqueued ' +
      'usergroup_updated',
  ],
  [
    'Workspace or organization',
    'approved_orgs_added approved_orgs_removed barrier_created barrier_deleted barrier_updated ' +
      'billing_address_added channels_export_completed channels_export_deleted channels_export_downloaded ' +
      'channels_export_started cli_login corporate_exports_approved corporate_exports_enabled ' +
      'domain_created domain_deleted domain_verified emoji_added emoji_aliased emoji_removed emoji_renamed ' +
      'idp_configuration_added idp_configuration_deleted idp_prod_configuration_updated ' +
      'idp_test_configuration_updated manual_export_completed manual_export_deleted ' +
      'manual_export_downloaded manual_export_started manual_user_export_completed ' +
      'manual_user_export_deleted manual_user_export_downloaded manual_user_export_started message_flagged ' +
      'message_moderated message_restored message_tombstoned migration_completed ' +
      'migration_dms_mpdms_completed migration_scheduled organization_accepted_migration ' +
      'organization_created organization_declined_migration organization_deleted ' +
      'organization_domain_changed organization_public_url_updated organization_renamed ' +
      'organization_unverified organization_verified scheduled_export_completed scheduled_export_deleted ' +
      'scheduled_export_downloaded scheduled_export_started team_authorized_ip_range_set',
  ],
];

/** Each known action name with the entities it concerns (`guest_created` is both a channel's and a user's). */
export const AUDIT_ACTIONS = lazy(() => {
  const groups = new Map<string, string[]>();
  for (const [group, names] of ACTION_GROUPS) {
    for (const name of names.split(' ')) groups.set(name, [...(groups.get(name) ?? []), group]);
  }
  return groups as ReadonlyMap<string, readonly string[]>;
});

/** The known names, in the specification's order, for did-you-mean and completion. */
export const AUDIT_ACTION_NAMES = lazy((): readonly string[] => [...AUDIT_ACTIONS().keys()]);

/**
 * The name as the table writes it: the real platform word `slack` stands for the specification's `svc`
 * wherever it is a word of the name (`slack_ai_summary_requested`, `mcp_slack_read_thread_tool_called`).
 */
export function neutralActionName(name: string): string {
  return name
    .split('_')
    .map((word) => (word === PLATFORM_NAMESPACE ? 'svc' : word))
    .join('_');
}

/** The entities a recorded action concerns, or undefined for a name the table does not hold. */
export function actionGroups(name: string): readonly string[] | undefined {
  return AUDIT_ACTIONS().get(neutralActionName(name));
}
