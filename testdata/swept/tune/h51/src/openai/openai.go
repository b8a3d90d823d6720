// Package openai holds cases rewritten from github.com/openai/openai-go/v3.
package openai

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

// Source: github.com/openai/openai-go/v3/auth/metadata.go:15 (plainhttp: the Azure instance metadata endpoint is the link-local address 169.254.169.254, not a public Internet host, so plain HTTP is right there; hand-picked sample of 26 look-alikes from 179 candidates.)
const azureMetadataURL = "http://169.254.169.254/metadata/identity/oauth2/token" // lookalike

func azureManagedIdentityToken(apiVersion, resource string) (*http.Request, error) {
	params := url.Values{}
	params.Set("api-version", apiVersion)
	params.Set("resource", resource)
	endpoint := azureMetadataURL + "?" + params.Encode()
	return http.NewRequest("GET", endpoint, nil)
}

func defaultEndpointURL(region string) string {
	// Source: github.com/openai/openai-go/v3/bedrock/auth.go:357 (syntax: a Sprintf template whose verb fills a DNS label with the AWS region, valid once formatted; hand-picked sample of 26 look-alikes from 179 candidates.)
	return fmt.Sprintf("https://bedrock-mantle.%s.api.aws/openai/v1/", region) // lookalike
}

func checkAPIVersion(apiVersion string) error {
	if apiVersion == "" {
		// Source: github.com/openai/openai-go/v3/azure/azure.go:113 (syntax: the documentation URL sits inside an error message joined to prose, and prose is not a URI; hand-picked sample of 26 look-alikes from 179 candidates.)
		return errors.New("apiVersion is an empty string, but needs to be set. See https://learn.microsoft.com/en-us/azure/ai-services/openai/reference#rest-api-versioning for details.") // lookalike
	}
	return nil
}
