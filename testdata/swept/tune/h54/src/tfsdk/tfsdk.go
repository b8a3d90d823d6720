// Package tfsdk holds cases rewritten from github.com/hashicorp/terraform-plugin-sdk/v2.
package tfsdk

import (
	"fmt"
	"net/url"
	"os"
	"strings"
)

const uaEnvVar = "TF_APPEND_USER_AGENT"

// SDKVersionString returns the SDK version.
func SDKVersionString() string { return "2.40.1" }

// Provider is the part of schema.Provider the cases use.
type Provider struct {
	TerraformVersion string
}

// UserAgent returns a string for the User-Agent header of provider requests.
func (p *Provider) UserAgent(name, version string) string {
	// Source: github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema/provider.go:623 (syntax: the URL is a comment inside a User-Agent header value, surrounded by product tokens, so it is prose and not a URI.)
	ua := fmt.Sprintf("Terraform/%s (+https://www.terraform.io) Terraform-Plugin-SDK/%s", p.TerraformVersion, SDKVersionString()) // lookalike
	if name != "" {
		ua += " " + name
		if version != "" {
			ua += "/" + version
		}
	}
	if add := strings.TrimSpace(os.Getenv(uaEnvVar)); add != "" {
		ua += " " + add
	}
	return ua
}

// TestStep is one step of an acceptance test: a Terraform configuration.
type TestStep struct {
	Config       string
	ResourceName string
	ImportState  bool
}

// TestCase is an acceptance test.
type TestCase struct {
	Steps []TestStep
}

// IsURLWithHTTPS validates that i is a URL with a host and the https scheme.
func IsURLWithHTTPS(i interface{}, k string) (_ []string, errors []error) {
	return IsURLWithScheme([]string{"https"})(i, k)
}

// IsURLWithScheme validates that i is a URL with a host and one of the schemes.
func IsURLWithScheme(validSchemes []string) func(interface{}, string) ([]string, []error) {
	return func(i interface{}, k string) (_ []string, errors []error) {
		v, ok := i.(string)
		if !ok {
			return nil, []error{fmt.Errorf("expected type of %q to be string", k)}
		}
		if v == "" {
			return nil, []error{fmt.Errorf("expected %q url to not be empty", k)}
		}
		u, err := url.Parse(v)
		if err != nil {
			return nil, []error{fmt.Errorf("expected %q to be a valid url, got %v: %+v", k, v, err)}
		}
		if u.Host == "" {
			return nil, []error{fmt.Errorf("expected %q to have a host, got %v", k, v)}
		}
		for _, s := range validSchemes {
			if u.Scheme == s {
				return nil, nil
			}
		}
		return nil, []error{fmt.Errorf("expected %q to have a url with schema of: %q, got %v", k, strings.Join(validSchemes, ","), v)}
	}
}
