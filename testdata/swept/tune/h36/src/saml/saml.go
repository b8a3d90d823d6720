// Package saml holds cases rewritten from github.com/crewjam/saml.
package saml

import (
	"net/url"
)

// Options configures a service provider.
type Options struct {
	URL          url.URL
	MetadataPath string
	AcsPath      string
	SloPath      string
}

// ServiceProvider holds the endpoint URLs of a service provider.
type ServiceProvider struct {
	MetadataURL url.URL
	AcsURL      url.URL
	SloURL      url.URL
}

func pathOrDefault(path, defaultPath string) string {
	if path == "" {
		return defaultPath
	}
	return path
}

// DefaultServiceProvider resolves the endpoint paths against opts.URL.
func DefaultServiceProvider(opts Options) ServiceProvider {
	// Source: github.com/crewjam/saml/samlsp/new.go:384 (baseslash: the relative default path is resolved against the caller's URL, whose path need not end in "/", so a base path like "/app" loses its last segment instead of being appended to as the docs promise.)
	metadataURL := opts.URL.ResolveReference(&url.URL{Path: pathOrDefault(opts.MetadataPath, "saml/metadata")}) // defect baseslash
	// Source: github.com/crewjam/saml/samlsp/new.go:385 (baseslash: the relative default path is resolved against the caller's URL, whose path need not end in "/", so a base path like "/app" loses its last segment instead of being appended to as the docs promise.)
	acsURL := opts.URL.ResolveReference(&url.URL{Path: pathOrDefault(opts.AcsPath, "saml/acs")}) // defect baseslash
	// Source: github.com/crewjam/saml/samlsp/new.go:386 (baseslash: the relative default path is resolved against the caller's URL, whose path need not end in "/", so a base path like "/app" loses its last segment instead of being appended to as the docs promise.)
	sloURL := opts.URL.ResolveReference(&url.URL{Path: pathOrDefault(opts.SloPath, "saml/slo")}) // defect baseslash
	return ServiceProvider{MetadataURL: *metadataURL, AcsURL: *acsURL, SloURL: *sloURL}
}

// signedContent rebuilds the octets a redirect-binding signature covers
// from the raw, still-encoded query values.
func signedContent(messageParam string, rawValues map[string]string) string {
	// Source: github.com/crewjam/saml/redirect_binding.go:139 (escaper: the raw query octets are joined back as the binding requires for signature checking, not a URI to escape; uniform sample, every 20th of about 380 saml look-alike candidates.)
	content := messageParam + "=" + rawValues[messageParam] // lookalike
	return content
}

func validateLogoutResponseRedirectQuery(query string) (url.Values, error) {
	return url.ParseQuery(query)
}

// ValidateLogoutResponseRedirect checks a SAMLResponse query parameter.
func ValidateLogoutResponseRedirect(queryParameterData string) error {
	// Source: github.com/crewjam/saml/service_provider.go:3464 (escaper: url.QueryEscape is the right escaper for a query value; uniform sample, every 20th of about 380 saml look-alike candidates.)
	_, err := validateLogoutResponseRedirectQuery("SAMLResponse=" + url.QueryEscape(queryParameterData)) // lookalike
	return err
}
