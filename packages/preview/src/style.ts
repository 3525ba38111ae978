// The page's only style sheet. Colours are variables: light by default, dark under
// prefers-color-scheme, and a VS Code webview's theme variables win when present.
export const PREVIEW_CSS = `
:root{--mf-bg:#fff;--mf-fg:#1d1c1d;--mf-muted:#616061;--mf-border:#dddddd;--mf-soft:#f8f8f8;--mf-link:#1264a3;--mf-chip:#e8f5fa;--mf-chip-fg:#1264a3;--mf-code:#f2f2f2;--mf-code-fg:#c01343;--mf-primary:#007a5a;--mf-danger:#e01e5a;--mf-error:#e01e5a;--mf-warning:#e8912d;--mf-info:#1d9bd1;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--mf-bg:#1a1d21;--mf-fg:#d1d2d3;--mf-muted:#9a9b9e;--mf-border:#3b3d42;--mf-soft:#222529;--mf-link:#1d9bd1;--mf-chip:#1d3a4a;--mf-chip-fg:#6ecff6;--mf-code:#2c2d30;--mf-code-fg:#e8912d}}
body.vscode-light,body.vscode-dark,body.vscode-high-contrast{--mf-bg:var(--vscode-editor-background);--mf-fg:var(--vscode-editor-foreground);--mf-muted:var(--vscode-descriptionForeground);--mf-border:var(--vscode-panel-border,var(--mf-border));--mf-link:var(--vscode-textLink-foreground);--mf-soft:var(--vscode-sideBar-background,var(--mf-soft))}
*{box-sizing:border-box}
body{margin:0;padding:16px;background:var(--mf-bg);color:var(--mf-fg);font:15px/1.46668 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
a{color:var(--mf-link);text-decoration:none}a:hover{text-decoration:underline}
code{font:12px Menlo,Consolas,monospace;padding:2px 3px;border:1px solid var(--mf-border);border-radius:3px;background:var(--mf-code);color:var(--mf-code-fg)}
pre.code-block{font:12px/1.5 Menlo,Consolas,monospace;white-space:pre-wrap;margin:4px 0;padding:8px;border:1px solid var(--mf-border);border-radius:4px;background:var(--mf-soft)}
pre.code-block code{border:0;padding:0;background:none}
blockquote{margin:4px 0;padding-left:12px;border-left:4px solid var(--mf-border)}
.muted{color:var(--mf-muted)}.small{font-size:13px}
.plain{white-space:pre-wrap}
.emoji{font-family:"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif}
.mention{display:inline-block;padding:0 2px;border-radius:3px;background:var(--mf-chip);color:var(--mf-chip-fg);font-weight:500}
.mention[data-mention=broadcast]{background:#fff3c5;color:#8d6500}
.link-refused{text-decoration:underline dotted}
.swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:baseline}
.preview{max-width:760px;margin:0 auto}
.surface{border:1px solid var(--mf-border);border-radius:8px;background:var(--mf-bg)}
.message{display:flex;gap:8px;padding:12px 16px}
.avatar{flex:none;width:36px;height:36px;border-radius:6px;background:#4a154b;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
.message-body{flex:1;min-width:0}.app-badge{font-size:10px;padding:1px 3px;border-radius:2px;background:var(--mf-soft);color:var(--mf-muted)}
.modal{max-width:540px;margin:0 auto;box-shadow:0 4px 16px rgba(0,0,0,.25)}
.modal-head,.modal-foot{display:flex;align-items:center;padding:16px 24px}.modal-head{justify-content:space-between;border-bottom:1px solid var(--mf-border)}
.modal-title{font-size:22px;font-weight:900}.modal-x{font-size:24px;color:var(--mf-muted)}
.modal-body{padding:16px 24px}.modal-foot{justify-content:flex-end;gap:8px;border-top:1px solid var(--mf-border)}
.home-head{display:flex;gap:24px;align-items:center;padding:12px 16px;border-bottom:1px solid var(--mf-border)}.tabs{display:flex;gap:16px}.tab{color:var(--mf-muted)}.tab.on{color:var(--mf-fg);font-weight:700;border-bottom:2px solid var(--mf-fg)}
.home-body{padding:16px}
.blocks{display:flex;flex-direction:column;gap:4px}
.block{position:relative;padding:4px 0;border-radius:4px}
.block.has-problems{outline:2px dashed var(--mf-error);outline-offset:2px;padding-right:24px}
.block.severity-warning{outline-color:var(--mf-warning)}.block.severity-info{outline-color:var(--mf-info)}
.problem-marker{position:absolute;top:2px;right:2px;min-width:18px;height:18px;border-radius:9px;background:var(--mf-error);color:#fff;font-size:11px;font-weight:700;display:flex;align-items:center;justify-content:center;z-index:2}
.marker-warning{background:var(--mf-warning)}.marker-info{background:var(--mf-info)}
.problem-popup{display:none;position:absolute;top:22px;right:0;z-index:3;width:min(440px,90vw);margin:0;padding:8px 12px;list-style:none;background:var(--mf-bg);color:var(--mf-fg);border:1px solid var(--mf-border);border-radius:6px;box-shadow:0 4px 12px rgba(0,0,0,.2);font-size:13px}
.block.has-problems:hover>.problem-popup,.block.has-problems:focus>.problem-popup,.block.has-problems:focus-within>.problem-popup{display:block}
.problem{margin:2px 0}.problem-rule{font:600 12px Menlo,Consolas,monospace;color:var(--mf-error)}.problem-warning .problem-rule{color:var(--mf-warning)}.problem-info .problem-rule{color:var(--mf-info)}.problem-line{color:var(--mf-muted)}
.document-problems{margin:0 0 12px;padding:8px 12px 8px 28px;border:1px solid var(--mf-error);border-radius:6px;font-size:13px}
.header{font-size:18px;font-weight:900;line-height:1.33}
.section{display:flex;gap:12px;align-items:flex-start}.section-main{flex:1;min-width:0}.accessory{flex:none}
.fields{display:grid;grid-template-columns:1fr 1fr;gap:8px 16px;margin-top:4px}.field-cell.wide{grid-column:1/3}
.context{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;font-size:13px;color:var(--mf-muted)}.context .thumb{width:20px;height:20px;min-height:0;padding:0;border-radius:4px}.context .img-alt{display:none}
hr,.divider{border:0;border-top:1px solid var(--mf-border);margin:8px 0}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin:4px 0}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:28px;padding:0 12px;border:1px solid var(--mf-border);border-radius:4px;background:var(--mf-bg);color:var(--mf-fg);font-size:13px;font-weight:700;white-space:nowrap}
a.btn{color:var(--mf-fg)}.btn-primary,a.btn-primary{background:var(--mf-primary);border-color:var(--mf-primary);color:#fff}.btn-danger,a.btn-danger{background:var(--mf-danger);border-color:var(--mf-danger);color:#fff}.btn-icon{padding:0 8px;font-weight:400}
.field{display:flex;align-items:center;justify-content:space-between;gap:8px;min-width:180px;min-height:32px;padding:4px 10px;border:1px solid var(--mf-border);border-radius:4px;background:var(--mf-bg)}
.el-input .field{width:100%}.multiline .field{min-height:80px;align-items:flex-start}.placeholder{color:var(--mf-muted)}.caret{color:var(--mf-muted)}
.el-select,.el-picker,.el-input{display:inline-block;max-width:100%}.input-element .el-input,.input-element .el-select{display:block}
.choices{list-style:none;margin:0;padding:0}.choices li{display:flex;gap:8px;align-items:flex-start;margin:4px 0}.option-description{display:block;color:var(--mf-muted);font-size:13px}
.checkbox,.radio{flex:none;width:16px;height:16px;margin-top:3px;border:1px solid var(--mf-muted)}.checkbox{border-radius:3px}.radio{border-radius:50%}.checkbox.on,.radio.on{background:var(--mf-link);border-color:var(--mf-link);box-shadow:inset 0 0 0 3px var(--mf-bg)}
.el-file-input .drop{display:block;padding:16px;border:1px dashed var(--mf-border);border-radius:4px;text-align:center;color:var(--mf-muted)}
.input-label{display:block;font-weight:700;margin-bottom:4px}.hint{color:var(--mf-muted);font-size:13px;margin-top:4px}
.thumb{display:inline-block;width:88px;height:88px;border-radius:6px;object-fit:cover}
.picture{display:block;max-width:100%;max-height:360px;border-radius:6px}
.img-placeholder{display:flex;align-items:center;justify-content:center;min-height:48px;padding:6px;border:1px dashed var(--mf-border);background:var(--mf-soft);color:var(--mf-muted);font-size:12px;text-align:center;overflow:hidden}
.picture.img-placeholder{min-height:120px}.icon{width:24px;height:24px;border-radius:4px;min-height:0;padding:0}
.image-title{font-size:13px;color:var(--mf-muted);margin-bottom:4px}
.video-title{font-weight:700}.video-frame{position:relative}.play{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);font-size:32px;color:#fff;text-shadow:0 0 8px #000}
.file-box{display:flex;gap:8px;align-items:center;padding:10px;border:1px solid var(--mf-border);border-radius:6px}
.markdown p{margin:0 0 6px}.md-h{font-weight:900;margin:4px 0}.md-h1{font-size:20px}.md-h2{font-size:18px}.md-h3{font-size:16px}
.rt-section{white-space:pre-wrap}.rt-list{margin:2px 0;padding-left:24px}.rt-list-border{border-left:2px solid var(--mf-border)}
.indent-1{margin-left:24px}.indent-2{margin-left:48px}.indent-3{margin-left:72px}.indent-4{margin-left:96px}.indent-5{margin-left:120px}.indent-6{margin-left:144px}.indent-7{margin-left:168px}.indent-8{margin-left:192px}
ul.indent-1,ul.indent-4,ul.indent-7{list-style-type:circle}ul.indent-2,ul.indent-5,ul.indent-8{list-style-type:square}
ol.indent-1,ol.indent-4,ol.indent-7{list-style-type:lower-alpha}ol.indent-2,ol.indent-5,ol.indent-8{list-style-type:lower-roman}
.alert{display:flex;gap:8px;padding:10px 12px;border-radius:6px;border:1px solid var(--mf-border);background:var(--mf-soft)}
.alert-info{border-color:var(--mf-info)}.alert-warning{border-color:var(--mf-warning)}.alert-error{border-color:var(--mf-error)}.alert-success{border-color:#2bac76}
.card{border:1px solid var(--mf-border);border-radius:8px;overflow:hidden;min-width:220px;max-width:320px}.card-body{padding:10px 12px}.card-head{display:flex;gap:8px;align-items:center}.card-title{font-weight:700}
.carousel{display:flex;gap:8px;overflow-x:auto}.carousel>.block{flex:none}
.container{border:1px solid var(--mf-border);border-radius:8px;padding:8px 12px}.container-head{display:inline-flex;gap:8px;align-items:center}.container-title{font-weight:700}
details.container>summary{cursor:pointer}
.plan{border:1px solid var(--mf-border);border-radius:8px;padding:8px 12px}.plan-title{font-weight:700;margin-bottom:4px}
.task{display:flex;gap:8px;padding:4px 0}.task-status{flex:none;width:18px;text-align:center;font-weight:700}.task-complete .task-status{color:#2bac76}.task-error .task-status{color:var(--mf-error)}.task-in_progress .task-status{color:var(--mf-info)}.task-title{font-weight:600}
.table-scroll{overflow-x:auto}.kit-table{border-collapse:collapse;font-size:14px}.kit-table caption{text-align:left;font-weight:700;padding-bottom:4px}
.kit-table .cell{border:1px solid var(--mf-border);padding:4px 8px;text-align:left;vertical-align:top;white-space:nowrap}.kit-table th{background:var(--mf-soft)}.cell.wrap{white-space:normal}.align-center{text-align:center!important}.align-right{text-align:right!important}.sort{color:var(--mf-muted);font-weight:400}
.chart-title{font-weight:700}.chart-svg{max-width:100%;height:auto}.chart-svg .grid{stroke:var(--mf-border)}.chart-svg .tick,.chart-svg .axis-title{fill:var(--mf-muted);font-size:11px}
.legend{display:flex;flex-wrap:wrap;gap:4px 12px;font-size:12px;color:var(--mf-muted)}
.attachment{display:flex;margin-top:6px}.attachment::before{content:"";flex:none;width:4px;border-radius:4px;background:var(--bar)}.attachment-body{flex:1;min-width:0;padding:0 12px}.attachment-title{font-weight:700}
.unknown{padding:6px 8px;border:1px dashed var(--mf-warning);border-radius:4px;color:var(--mf-muted);font-size:13px}
`;
