package bifrost

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
)

// VertexKeyConfig holds the Vertex project and region.
type VertexKeyConfig struct {
	ProjectID string
	Region    string
}

// Source: github.com/maximhq/bifrost/core/providers/vertex.go:198 (syntax: the verb before "-aiplatform" fills in the region to make a DNS name, the formatted URI is valid)
func vertexChat(ctx context.Context, cfg VertexKeyConfig, model string, body []byte) (*http.Request, error) {
	region, projectID := cfg.Region, cfg.ProjectID
	url := fmt.Sprintf("https://%s-aiplatform.googleapis.com/v1beta1/projects/%s/locations/%s/endpoints/openapi/chat/completions", region, projectID, region) // lookalike
	if strings.Contains(model, "claude") {
		url = vertexClaudeURL(region, projectID, model)
	}
	return http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
}

// Source: github.com/maximhq/bifrost/core/providers/vertex.go:201 (colonpath: ":rawPredict" sits in a path segment of an absolute URI, which is no relative reference)
func vertexClaudeURL(region, projectID, model string) string {
	return fmt.Sprintf("https://%s-aiplatform.googleapis.com/v1/projects/%s/locations/%s/publishers/anthropic/models/%s:rawPredict", region, projectID, region, model) // lookalike
}

// Source: github.com/maximhq/bifrost/core/providers/vertex.go:377 (colonpath: ":predict" sits in a path segment of an absolute URI, which is no relative reference)
func vertexEmbed(ctx context.Context, cfg VertexKeyConfig, model string, body []byte) (*http.Request, error) {
	url := fmt.Sprintf("https://%s-aiplatform.googleapis.com/v1/projects/%s/locations/%s/publishers/google/models/%s:predict", // lookalike
		cfg.Region, cfg.ProjectID, cfg.Region, model)
	return http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
}

// Source: github.com/maximhq/bifrost/core/providers/vertex.go:522 (escaper: the model name goes raw into the path; whether a model ID needs escaping is not known from the code)
func vertexClaudeStream(ctx context.Context, cfg VertexKeyConfig, model string, body []byte) (*http.Request, error) {
	url := fmt.Sprintf("https://%s-aiplatform.googleapis.com/v1/projects/%s/locations/%s/publishers/anthropic/models/%s:streamRawPredict", cfg.Region, cfg.ProjectID, cfg.Region, model) // lookalike
	return http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
}

// Source: github.com/maximhq/bifrost/core/providers/vertex.go:544 (syntax: the streaming branch uses the same region-derived host template, valid once formatted)
func vertexChatStream(ctx context.Context, cfg VertexKeyConfig, body []byte) (*http.Request, error) {
	url := fmt.Sprintf("https://%s-aiplatform.googleapis.com/v1beta1/projects/%s/locations/%s/endpoints/openapi/chat/completions", cfg.Region, cfg.ProjectID, cfg.Region) // lookalike
	return http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
}
