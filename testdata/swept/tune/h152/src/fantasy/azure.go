// Package fantasy holds cases rewritten from charm.land/fantasy.
package fantasy

import (
	"fmt"
	"os"
	"regexp"
	"strings"
)

var azureURLPattern = regexp.MustCompile(os.Getenv("AZURE_PATTERN"))

// parseAzureURL returns the OpenAI-compatible endpoint for an Azure base URL.
func parseAzureURL(baseURL string) string {
	matches := azureURLPattern.FindStringSubmatch(baseURL)
	if len(matches) >= 2 {
		resourceID := matches[1]
		// Source: charm.land/fantasy/providers/azure/azure.go:75 (hostcase: the resource ID matched by a regexp becomes a DNS label; its case is not known from the code and DNS ignores it.)
		return fmt.Sprintf("https://%s.openai.azure.com/openai/v1", resourceID) // lookalike
	}
	// Source: charm.land/fantasy/providers/azure/azure.go:78 (hostform: bare scheme prefixes are only compared against the input, never used as URIs.)
	if !strings.HasPrefix(baseURL, "http://") && !strings.HasPrefix(baseURL, "https://") { // lookalike
		// Source: charm.land/fantasy/providers/azure/azure.go:79 (hostform: the scheme is prepended to a base URL that has none, so the host comes from the input.)
		return "https://" + baseURL // lookalike
	}
	return baseURL
}

// WithBaseURL normalises an Azure base URL.
func WithBaseURL(baseURL string) string { return parseAzureURL(baseURL) }

// DefaultUserAgent returns the default User-Agent string for the SDK.
func DefaultUserAgent(version string) string {
	// Source: charm.land/fantasy/providers/internal/httpheaders/httpheaders.go:12 (syntax: the URL is part of User-Agent prose, not a URI on its own.)
	return fmt.Sprintf("Charm-Fantasy/%s (https://charm.land/fantasy)", version) // lookalike
}
