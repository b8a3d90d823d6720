package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/hub/hub/get_catalog.go,
// get_resource.go and get_resource_version.go: endpoints appended to the Hub
// API URL by Get. Catalog, kind, name and version are Tekton Hub identifiers
// (DNS-label names, the kinds task/pipeline, semantic versions).

import (
	"fmt"
	"strconv"
	"strings"
)

// ResourceOption describes a Hub resource.
type ResourceOption struct {
	Name            string
	Catalog         string
	Kind            string
	Version         string
	PipelineVersion string
}

// ResourceResult holds a Hub response.
type ResourceResult struct {
	data       []byte
	yaml       []byte
	status     int
	err        error
	yamlStatus int
	yamlErr    error
}

func (a *artifactHubClient) GetCatalogsList() ([]byte, error) {
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/get_catalog.go:60 (escaper: the query values are the integer constants 7 and 11, nothing needs escaping)
	data, _, err := a.Get(fmt.Sprintf("%s?kind=%v&kind=%v", artifactHubCatSearchEndpoint, artifactHubTaskType, artifactHubPipelineType)) // lookalike
	return data, err
}

// GetResourceYaml queries the resource yaml using Tekton Hub Endpoint
func (t *tektonHubClient) GetResourceYaml(opt ResourceOption) ResourceResult {

	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/get_resource.go:152 (escaper: catalog, kind, name and version are Hub identifiers made of unreserved characters)
	yaml, yamlStatus, yamlErr := t.Get(fmt.Sprintf("/v1/resource/%s/%s/%s/%s/yaml", opt.Catalog, opt.Kind, opt.Name, opt.Version)) // lookalike
	data, status, err := t.Get(opt.Endpoint())

	return ResourceResult{data: data, yaml: yaml, status: status, err: err, yamlStatus: yamlStatus, yamlErr: yamlErr}
}

// Endpoint computes the endpoint url using input provided
func (opt ResourceOption) Endpoint() string {
	if opt.Version != "" {
		// API: /resource/<catalog>/<kind>/<name>/<version>
		// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/get_resource.go:243 (escaper: Hub identifiers and a semantic version, no character needs escaping in a path)
		return fmt.Sprintf("/v1/resource/%s/%s/%s/%s", opt.Catalog, opt.Kind, opt.Name, opt.Version) // lookalike
	}
	if opt.PipelineVersion != "" {
		opt.PipelineVersion = strings.TrimLeft(opt.PipelineVersion, "v")
		// API: /resource/<catalog>/<kind>/<name>?pipelinesversion=<version>
		// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/get_resource.go:248 (escaper: the query value is a numeric Pipelines version such as 0.17, safe unescaped)
		return fmt.Sprintf("/v1/resource/%s/%s/%s?pipelinesversion=%s", opt.Catalog, opt.Kind, opt.Name, opt.PipelineVersion) // lookalike
	}
	// API: /resource/<catalog>/<kind>/<name>
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/get_resource.go:251 (escaper: Hub identifiers, nothing to escape)
	return fmt.Sprintf("/v1/resource/%s/%s/%s", opt.Catalog, opt.Kind, opt.Name) // lookalike
}

func resVersionsEndpoint(rID uint) string {
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/get_resource_version.go:76 (escaper: a decimal integer from strconv.FormatUint, nothing to escape)
	return fmt.Sprintf("/v1/resource/%s/versions", strconv.FormatUint(uint64(rID), 10)) // lookalike
}
