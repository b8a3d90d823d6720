// Package cyclonedxgomod holds cases rewritten from github.com/CycloneDX/cyclonedx-gomod.
package cyclonedxgomod

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"

	"github.com/xeipuuv/gojsonschema"
)

// Source: github.com/CycloneDX/cyclonedx-gomod/internal/cli/cmd/app/app.go:44 (syntax: a link inside command help text, prose and not a URI on its own, rule 4)
const appLongHelp = "Generate SBOMs for applications.\n\nA complete overview of all environment variables can be found here:\n  https://pkg.go.dev/cmd/go#hdr-Environment_variables\n" // lookalike

// Source: github.com/CycloneDX/cyclonedx-gomod/internal/cli/cmd/bin/bin.go:44 (syntax: documentation links listed inside command help text, prose, rule 4)
const binLongHelp = "Generate SBOMs for binaries.\n\nLicenses are reported as evidence, see:\n  * https://cyclonedx.org/docs/1.4/json/#components_items_licenses\n  * https://cyclonedx.org/docs/1.4/json/#components_items_evidence_licenses\n" // lookalike

// Source: github.com/CycloneDX/cyclonedx-gomod/internal/cli/cmd/mod/mod.go:45 (syntax: documentation links listed inside command help text, prose, rule 4)
const modLongHelp = "Generate SBOMs for modules.\n\nLicenses detected via -licenses flag will, per default, be reported as evidence.\n  * https://cyclonedx.org/docs/1.4/json/#components_items_licenses\n" // lookalike

// Module is a Go module.
type Module struct {
	Path    string
	Version string
}

// Coordinates returns path@version.
func (m Module) Coordinates() string {
	return m.Path + "@" + m.Version
}

// BOMRef returns the module's bom-ref.
func (m Module) BOMRef() string {
	// Source: github.com/CycloneDX/cyclonedx-gomod/internal/gomod/module.go:74 (escaper: a package URL built from a module path and version, names whose escaping need is not known from the code)
	return fmt.Sprintf("pkg:golang/%s?type=module", m.Coordinates()) // lookalike
}

// PackageURL returns the module's package URL with build constraints.
func (m Module) PackageURL(envMap map[string]string) string {
	// Source: github.com/CycloneDX/cyclonedx-gomod/internal/gomod/module.go:87 (escaper: GOARCH and GOOS values are plain identifiers in the query, names whose escaping need is not known from the code)
	return fmt.Sprintf("pkg:golang/%s?goarch=%s&goos=%s&type=module", m.Coordinates(), envMap["GOARCH"], envMap["GOOS"]) // lookalike
}

func packageURL(importPath string, module Module) string {
	// Source: github.com/CycloneDX/cyclonedx-gomod/internal/sbom/convert/pkg/package.go:105 (escaper: a package URL built from an import path and module version, names whose escaping need is not known from the code)
	return fmt.Sprintf("pkg:golang/%s@%s?type=package", importPath, module.Version) // lookalike
}

var vcsURLMajorVersionSuffixRegex = regexp.MustCompile(`(/v[\d]+)$`)

// Source: github.com/CycloneDX/cyclonedx-gomod/internal/sbom/convert/module/module.go:271 (hostform: a bare scheme prefix constant, always joined to a module path that starts with a host)
const vcsHTTPSPrefix = "https://" // lookalike

func resolveVCSURL(modulePath string) string {
	if strings.HasPrefix(modulePath, "github.com/") {
		// Source: github.com/CycloneDX/cyclonedx-gomod/internal/sbom/convert/module/module.go:276 (escaper: a module path appended raw after the scheme, a name whose escaping need is not known from the code)
		return vcsHTTPSPrefix + vcsURLMajorVersionSuffixRegex.ReplaceAllString(modulePath, "") // lookalike
	}
	return ""
}

var jsonSchemaFS http.FileSystem

var jsonSchemaFiles = map[string]string{
	// Source: github.com/CycloneDX/cyclonedx-gomod/internal/testutil/validate_json.go:34 (hostform: gojsonschema's file-system loader strips the file scheme and reads the rest as a relative path in the embedded FS, so the apparent host is a directory by design)
	"1.2": "file://schema/bom-1.2.schema.json", // lookalike
}

func schemaLoader(specVersion string) gojsonschema.JSONLoader {
	return gojsonschema.NewReferenceLoaderFileSystem(jsonSchemaFiles[specVersion], jsonSchemaFS)
}

var _ = appLongHelp + binLongHelp + modLongHelp
var _ = packageURL
var _ = resolveVCSURL
var _ = schemaLoader
