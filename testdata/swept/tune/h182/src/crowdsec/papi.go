package crowdsec

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

const (
	PAPIVersion        = "v1"
	PAPIPollURL        = "/decisions/stream/poll"
	PAPIPermissionsURL = "/permissions"
)

// Papi polls the polling API. PapiURL comes from papi_url in the online API
// credentials file (default https://papi.api.crowdsec.net/); nothing makes
// sure a user-written value ends with a slash.
type Papi struct {
	URL       string
	apiClient *ApiClient
	pollURL   url.URL
}

func NewPAPI(apic *apic) (*Papi, error) {
	papiURL := *apic.apiClient.PapiURL
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/papi.go:94 (baseslash: the poll endpoint's full path is set on a copy of the PAPI root URL on purpose, no reference is resolved against a base, rule 5, the context is a path assignment, not reference resolution)
	papiURL.Path = fmt.Sprintf("%s%s", PAPIVersion, PAPIPollURL) // lookalike
	return &Papi{
		URL:       apic.apiClient.PapiURL.String(),
		apiClient: apic.apiClient,
		pollURL:   papiURL,
	}, nil
}

func (p *Papi) GetPermissions(ctx context.Context) error {
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/papi.go:165 (baseslash: v1/permissions is appended to the configured papi_url by string concatenation, which needs a trailing slash that nothing enforces, so https://papi.api.crowdsec.net gives https://papi.api.crowdsec.netv1/permissions, a real defect in non-test code, no fixture rule applies)
	papiCheckURL := fmt.Sprintf("%s%s%s", p.URL, PAPIVersion, PAPIPermissionsURL) // defect baseslash
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, papiCheckURL, http.NoBody)
	if err != nil {
		return fmt.Errorf("failed to create request: %w", err)
	}
	resp, err := p.apiClient.Do(req)
	if err != nil {
		return fmt.Errorf("failed to get response: %w", err)
	}
	return resp.Body.Close()
}
