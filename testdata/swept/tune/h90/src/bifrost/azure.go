// Package bifrost holds cases rewritten from github.com/maximhq/bifrost/core.
package bifrost

import (
	"fmt"
	"net/http"

	"github.com/valyala/fasthttp"
)

// AzureKeyConfig holds the Azure endpoint and deployments.
type AzureKeyConfig struct {
	Endpoint    string
	Deployments map[string]string
	APIVersion  string
}

// Source: github.com/maximhq/bifrost/core/providers/azure.go:94 (escaper: the deployment name and api version go raw into the path and query of the configured endpoint; whether a name needs escaping is not known from the code)
func azureRequest(cfg AzureKeyConfig, model, path string) *fasthttp.Request {
	url := cfg.Endpoint
	deployment := cfg.Deployments[model]
	url = fmt.Sprintf("%s/openai/deployments/%s/%s?api-version=%s", url, deployment, path, cfg.APIVersion) // lookalike
	req := fasthttp.AcquireRequest()
	req.SetRequestURI(url)
	return req
}

// Source: github.com/maximhq/bifrost/core/providers/azure.go:297 (escaper: the streaming chat URL puts the deployment name raw into the path; a raw name is a look-alike)
func azureStreamURL(cfg AzureKeyConfig, model string) (*http.Request, error) {
	baseURL := cfg.Endpoint
	deployment := cfg.Deployments[model]
	fullURL := fmt.Sprintf("%s/openai/deployments/%s/chat/completions?api-version=%s", baseURL, deployment, cfg.APIVersion) // lookalike
	return http.NewRequest("POST", fullURL, nil)
}
