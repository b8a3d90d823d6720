package osvscanner

import (
	"path/filepath"
	"strings"
	"text/template"
)

// VulnDescription is one vulnerability shown in the SARIF help text.
type VulnDescription struct {
	ID      string
	Details string
}

// HelpTemplateData fills SARIFTemplate.
type HelpTemplateData struct {
	ID           string
	AliasedVulns []VulnDescription
}

// SARIFTemplate is used as the help text for findings.
//
// Note that double double-quotes are ("") are used to represent a single backtick (`)`,
// since backticks cannot be escaped in raw strings
// Source: github.com/google/osv-scanner/v2/internal/output/sarif.go:50 (syntax: Markdown help text whose links are filled with vulnerability IDs from the template and joined to words around them, prose by rule 4)
const SARIFTemplate = "\n**Your dependency is vulnerable to [{{.ID}}](https://osv.dev/{{.ID}})**\n{{- if gt (len .AliasedVulns) 1 }}\n(Also published as: {{range .AliasedVulns -}} {{if ne .ID $.ID -}} [{{.ID}}](https://osv.dev/{{.ID}}), {{end}}{{end}})\n{{- end}}.\n\n{{range .AliasedVulns -}}\n## [{{.ID}}](https://osv.dev/{{.ID}})\n\n> {{.Details}}\n\n{{end -}}\n\nSee the format and more options in our documentation here: https://google.github.io/osv-scanner/configuration/\n" // lookalike

var sarifHelpTemplate = template.Must(template.New("sarif").Parse(strings.ReplaceAll(SARIFTemplate, `""`, "`")))

// artifactLocation gives the SARIF artifact location of a scanned file.
func artifactLocation(artifactPath string) string {
	if filepath.IsAbs(artifactPath) {
		// this only errors if the file path is not absolute,
		// which we've already confirmed is not the case
		p, err := FromFilePath(artifactPath)
		if err == nil && p != nil {
			artifactPath = p.String()
		}
	}
	return artifactPath
}
