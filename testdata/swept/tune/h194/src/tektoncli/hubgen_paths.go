package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/paths.go
// (goa generated). The paths are assigned to url.URL.Path by the Build*Request
// methods, so URL.String escapes them. Uniform sample 5 of the 9 fmt.Sprintf
// path constructors.

import (
	"fmt"
)

// QueryResourcePath returns the URL path to the resource service Query HTTP endpoint.
func QueryResourcePath() string {
	return "/v1/query"
}

// VersionsByIDResourcePath returns the URL path to the resource service VersionsByID HTTP endpoint.
func VersionsByIDResourcePath(id uint) string {
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/paths.go:26 (escaper: an unsigned integer placed in a url.URL Path field that URL.String escapes; uniform sample 1 of 9)
	return fmt.Sprintf("/v1/resource/%v/versions", id) // lookalike
}

// ByCatalogKindNameVersionReadmeResourcePath returns the URL path to the resource service ByCatalogKindNameVersionReadme HTTP endpoint.
func ByCatalogKindNameVersionReadmeResourcePath(catalog string, kind string, name string, version string) string {
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/paths.go:36 (escaper: unescaped segments go to url.URL.Path, which URL.String escapes; uniform sample 2 of 9)
	return fmt.Sprintf("/v1/resource/%v/%v/%v/%v/readme", catalog, kind, name, version) // lookalike
}

// ByVersionIDResourcePath returns the URL path to the resource service ByVersionId HTTP endpoint.
func ByVersionIDResourcePath(versionID uint) string {
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/paths.go:46 (escaper: an unsigned integer in a path later escaped by URL.String; uniform sample 3 of 9)
	return fmt.Sprintf("/v1/resource/version/%v", versionID) // lookalike
}

// ByIDResourcePath returns the URL path to the resource service ById HTTP endpoint.
func ByIDResourcePath(id uint) string {
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/paths.go:56 (escaper: an unsigned integer in a path; uniform sample 4 of 9)
	return fmt.Sprintf("/v1/resource/%v", id) // lookalike
}

// GetLatestRawYamlByCatalogKindNameResourcePath returns the URL path to the resource service GetLatestRawYamlByCatalogKindName HTTP endpoint.
func GetLatestRawYamlByCatalogKindNameResourcePath(catalog string, kind string, name string) string {
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/paths.go:66 (escaper: unescaped segments go to url.URL.Path, which URL.String escapes; uniform sample 5 of 9)
	return fmt.Sprintf("/v1/resource/%v/%v/%v/raw", catalog, kind, name) // lookalike
}
