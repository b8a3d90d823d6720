// Package anthropic holds cases rewritten from github.com/anthropics/anthropic-sdk-go/v2.
package anthropic

import (
	"fmt"
	"net/http"
	"net/url"
)

// Source: github.com/anthropics/anthropic-sdk-go/v2/googlecloud/auth.go:33 (syntax: a Sprintf template with indexed verbs for the project and location, valid once formatted; hand-picked sample of 18 look-alikes from 99 candidates.)
const locationURLTemplate = "https://claude.googleapis.com/v1/projects/%[1]s/locations/%[2]s" // lookalike

func locationURL(project, location string) string {
	return fmt.Sprintf(locationURLTemplate, project, location)
}

// Source: github.com/anthropics/anthropic-sdk-go/v2/foundry/foundry.go:38 (dotsegment: the scope's last segment is ".default", a name that starts with a dot, not a dot segment; hand-picked sample of 18 look-alikes from 99 candidates.)
const EntraIDScope = "https://ai.azure.com/.default" // lookalike

// Source: github.com/anthropics/anthropic-sdk-go/v2/foundry/foundry.go:40 (syntax: a Sprintf template whose verb fills a DNS label with the resource name, valid once formatted; hand-picked sample of 18 look-alikes from 99 candidates.)
const baseURLTemplate = "https://%s.services.ai.azure.com/anthropic/" // lookalike

func foundryBaseURL(resource string) string {
	return fmt.Sprintf(baseURLTemplate, resource)
}

func escapePathSegment(s string) string { return url.PathEscape(s) }

func vertexModelsPaths(projectID, region string) (string, string) {
	// Source: github.com/anthropics/anthropic-sdk-go/v2/vertex/vertex.go:148 (escaper: the project and region go raw into the path meant for the decoded url.URL.Path field, which takes unescaped text; hand-picked sample of 18 look-alikes from 99 candidates.)
	modelsPath := fmt.Sprintf("/v1/projects/%s/locations/%s/publishers/anthropic/models/", projectID, region) // lookalike
	// Source: github.com/anthropics/anthropic-sdk-go/v2/vertex/vertex.go:149 (escaper: the escaped form for RawPath escapes each value as a path segment; hand-picked sample of 18 look-alikes from 99 candidates.)
	modelsRawPath := fmt.Sprintf("/v1/projects/%s/locations/%s/publishers/anthropic/models/", escapePathSegment(projectID), escapePathSegment(region)) // lookalike
	return modelsPath, modelsRawPath
}

func vertexRewriteModel(r *http.Request, modelsPath, modelsRawPath, model, specifier string) {
	// Source: github.com/anthropics/anthropic-sdk-go/v2/vertex/vertex.go:204 (escaper: the model is escaped with url.PathEscape for the raw path, the right escaper for a path segment; hand-picked sample of 18 look-alikes from 99 candidates.)
	rawPath := modelsRawPath + url.PathEscape(model) + ":" + specifier // lookalike
	r.URL.Path = modelsPath + model + ":" + specifier
	r.URL.RawPath = rawPath
}

func vertexCountTokens(r *http.Request, modelsPath string) {
	// Source: github.com/anthropics/anthropic-sdk-go/v2/vertex/vertex.go:221 (colonpath: the colon is in the last segment of an absolute path, so it cannot read as a scheme; hand-picked sample of 18 look-alikes from 99 candidates.)
	r.URL.Path = modelsPath + "count-tokens:rawPredict" // lookalike
}

func bedrockRewriteModel(r *http.Request, model, method, rawPath string) {
	// Source: github.com/anthropics/anthropic-sdk-go/v2/bedrock/bedrock.go:368 (escaper: the model goes raw into the decoded url.URL.Path field, which takes unescaped text, while the escaped form goes to RawPath; hand-picked sample of 18 look-alikes from 99 candidates.)
	r.URL.Path = fmt.Sprintf("/model/%s/%s", model, method) // lookalike
	r.URL.RawPath = rawPath
}
