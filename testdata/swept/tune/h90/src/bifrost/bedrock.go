package bifrost

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// Source: github.com/maximhq/bifrost/core/providers/bedrock.go:120 (syntax: the verb in the host only fills in the region to make a DNS name, the formatted URI is valid)
func bedrockInvoke(ctx context.Context, region, path string, body []byte) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, "POST", fmt.Sprintf("https://bedrock-runtime.%s.amazonaws.com/model/%s", region, path), bytes.NewBuffer(body)) // lookalike
}

// Source: github.com/maximhq/bifrost/core/providers/bedrock.go:567 (escaper: the model path, a model ID or an already path-escaped ARN, goes raw into the path; an ID is not known to need escaping)
func bedrockStream(ctx context.Context, region, path string, body []byte) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, "POST", fmt.Sprintf("https://bedrock-runtime.%s.amazonaws.com/model/%s", region, path), bytes.NewReader(body)) // lookalike
}

// Source: github.com/maximhq/bifrost/core/providers/bedrock.go:929 (escaper: url.PathEscape encodes the ARN and profile ID as one path segment, the right escaper for a segment)
func bedrockModelPath(basePath, model, arn string, deployments map[string]string) string {
	path := fmt.Sprintf("%s/%s", model, basePath)
	if profileID, ok := deployments[model]; ok && arn != "" {
		encoded := url.PathEscape(fmt.Sprintf("%s/%s", arn, profileID)) // lookalike
		path = fmt.Sprintf("%s/%s", encoded, basePath)
	}
	return path
}
