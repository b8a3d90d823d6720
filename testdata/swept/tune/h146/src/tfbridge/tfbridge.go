// Package tfbridge holds cases rewritten from github.com/pulumi/pulumi-terraform-bridge/v3.
package tfbridge

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// ProviderInfo holds the repository of a bridged provider.
type ProviderInfo struct {
	GitHubOrg  string
	Repository string
}

// Source: github.com/pulumi/pulumi-terraform-bridge/v3/dynamic/info.go:105 (escaper: the GitHub organisation and the provider name are names, and raw names are look-alikes; sample of 13 of 92 candidates)
func fixupRepository(prov *ProviderInfo, remoteURL string) {
	urlFields := strings.Split(remoteURL, "/")
	ghOrg := urlFields[len(urlFields)-2]
	name := urlFields[len(urlFields)-1]
	prov.GitHubOrg = ghOrg
	prov.Repository = "https://github.com/" + ghOrg + "/terraform-provider-" + name // lookalike
}

// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tf2pulumi/il/plugin_info.go:248 (escaper: the plugin name is a package name, and raw names are look-alikes; sample of 13 of 92 candidates)
func getLatestPluginVersion(pluginName string) string {
	resp, err := http.Get("https://registry.npmjs.org/@pulumi/" + pluginName) // lookalike
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	return resp.Status
}

// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tf2pulumi/il/plugin_info.go:89 (escaper: url.PathEscape is applied to each slash-separated segment of a cache key; sample of 13 of 92 candidates)
func cacheKey(registry, namespace, name, version string) string {
	return fmt.Sprintf("%s/%s/%s@%s", url.PathEscape(registry), url.PathEscape(namespace), url.PathEscape(name), url.PathEscape(version)) // lookalike
}

// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tf2pulumi/internal/config/interpolate_funcs.go:1674 (escaper: the Terraform urlencode function is defined as query escaping, so url.QueryEscape is right; sample of 13 of 92 candidates)
func interpolationFuncURLEncode(args []interface{}) (interface{}, error) {
	s := args[0].(string)
	return url.QueryEscape(s), nil // lookalike
}

// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tfgen/docs.go:2332 (syntax: a Markdown link written into documentation text is prose, rule 4; sample of 13 of 92 candidates)
func rewriteRelativeLink(text, u string) string {
	if strings.HasPrefix(u, "/") {
		return fmt.Sprintf("[%s](https://www.terraform.io%s)", text, u) // lookalike
	}
	return text
}

// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tfgen/docs.go:375 (syntax: a Markdown attribution sentence with indexed format verbs is prose, rule 4; sample of 13 of 92 candidates)
const attributionFormatString = "This Pulumi package is based on the [`%[1]s` Terraform Provider](https://%[3]s/%[2]s/terraform-provider-%[1]s)." // lookalike

func attribution(name, org, host string) string {
	return fmt.Sprintf(attributionFormatString, name, org, host)
}
