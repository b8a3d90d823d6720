// Package hcp holds cases rewritten from github.com/hashicorp/hcp-sdk-go.
package hcp

import (
	"fmt"
	"net/http"
	"net/url"
)

const (
	// Source: github.com/hashicorp/hcp-sdk-go/auth/workload/aws.go:73 (syntax: the region is formatted into a DNS label of the STS host and a query directly after the authority is valid, so the filled template is a valid URL)
	awsRegionalSTSEndpoint = "https://sts.%s.amazonaws.com?Action=GetCallerIdentity&Version=2011-06-15" // lookalike
)

func stsRequest(region string) (*http.Request, error) {
	return http.NewRequest("POST", fmt.Sprintf(awsRegionalSTSEndpoint, region), nil)
}

// geographyConfig is the per-geography default configuration.
type geographyConfig struct {
	APIAddress string
}

func newConfigUS() *geographyConfig {
	return &geographyConfig{
		// Source: github.com/hashicorp/hcp-sdk-go/auth/workload/provider.go:225 (port: the default API address of config/geography/us.go:17 carries :443 and becomes the Host of an https url.URL, so the exchange-token URL spells out the default port)
		APIAddress: "api.cloud.hashicorp.com:443", // defect port form
	}
}

type hcpAPIInfo interface {
	APIAddress() string
}

func (g *geographyConfig) apiAddress() string { return g.APIAddress }

type apiInfo struct{ g *geographyConfig }

func (a apiInfo) APIAddress() string { return a.g.apiAddress() }

// Provider exchanges workload identity tokens.
type Provider struct {
	apiInfo         hcpAPIInfo
	wipResourceName string
}

func newProvider(name string) *Provider {
	return &Provider{apiInfo: apiInfo{newConfigUS()}, wipResourceName: name}
}

func (p *Provider) exchangeTokenRequestURL() string {
	u := &url.URL{
		Scheme: "https",
		Host:   p.apiInfo.APIAddress(),
		// Source: github.com/hashicorp/hcp-sdk-go/auth/workload/provider.go:226 (escaper: the resource name goes into the decoded url.URL.Path field, which String escapes itself, so no escaper is needed)
		Path: fmt.Sprintf("/2019-12-10/%s/exchange-token", p.wipResourceName), // lookalike
	}
	return u.String()
}
