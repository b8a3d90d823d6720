// Package nuget holds a rewritten excerpt of scorecard's NuGet client.
package nuget

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// Client is a stand-in for packagemanager.Client: Get fills the %s of url with packageName and fetches it.
type Client interface {
	Get(url, packageName string) (*http.Response, error)
}

// NugetClient looks packages up through the NuGet v3 API.
type NugetClient struct {
	Manager Client
}

type packageRegistrationCatalogRoot struct {
	Count int `json:"count"`
}

// Gets the latest listed nuget version of a package, based on the protocol defined at
// https://learn.microsoft.com/en-us/nuget/api/package-base-address-resource#enumerate-package-versions
// baseURL is the RegistrationsBaseUrl/3.6.0 resource of the NuGet service index, which ends in a slash.
func (c *NugetClient) latestListedVersion(baseURL, packageName string) (int, error) {
	// Source: github.com/ossf/scorecard/v5/cmd/internal/nuget/client.go:215 (baseslash: the package path is appended to the registration base URL from the service index, which the NuGet protocol gives with a trailing slash, so no segment is lost; the baseslash rule concerns reference resolution, not plain concatenation onto a known base)
	resp, err := c.Manager.Get(baseURL+"%s/index.json", packageName) // lookalike
	if err != nil {
		return 0, fmt.Errorf("nuget package registration index json: %w", err)
	}
	defer resp.Body.Close()
	root := &packageRegistrationCatalogRoot{}
	if err := json.NewDecoder(resp.Body).Decode(root); err != nil {
		return 0, err
	}
	return root.Count, nil
}
