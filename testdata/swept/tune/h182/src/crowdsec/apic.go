package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"github.com/sirupsen/logrus"
)

// BlocklistLink is a blocklist announced by CAPI in the decisions stream.
type BlocklistLink struct {
	URL         *string
	Name        *string
	Scope       *string
	Remediation *string
	Duration    *string
}

// apic is the LAPI side of the central API.
type apic struct {
	apiClient  *ApiClient
	whitelists *CapiWhitelist
	blocklists []*BlocklistLink
}

func (a *apic) warnDeprecatedWhitelists() {
	if a.whitelists != nil && len(a.whitelists.Ips) > 0 {
		// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic.go:855 (syntax: a documentation link inside a warning, ending the sentence with a dot, prose by rule 4)
		logrus.Warn("capi_whitelists_path is deprecated, please use centralized allowlists instead. See https://docs.crowdsec.net/docs/next/local_api/centralized_allowlists.") // lookalike
	}
}

func (a *apic) post(ctx context.Context, endpoint string) error {
	u := fmt.Sprintf("%s/%s", a.apiClient.URLPrefix, endpoint)
	req, err := a.apiClient.PrepareRequest(ctx, http.MethodPost, u, nil)
	if err != nil {
		return err
	}
	resp, err := a.apiClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// SendMetrics posts usage metrics to CAPI.
func (a *apic) SendMetrics(ctx context.Context) error { return a.post(ctx, "metrics/") }

// Send posts signals to CAPI.
func (a *apic) Send(ctx context.Context) error { return a.post(ctx, "signals") }

// PullTop pulls the decisions stream, then each blocklist it links.
func (a *apic) PullTop(ctx context.Context) error {
	u := a.apiClient.URLPrefix + "/decisions/stream"
	req, err := a.apiClient.PrepareRequest(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := a.apiClient.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	for _, bl := range a.blocklists {
		if err := getDecisionsFromBlocklist(ctx, bl); err != nil {
			return err
		}
	}
	return nil
}

// getDecisionsFromBlocklist mirrors DecisionsService.GetDecisionsFromBlocklist.
func getDecisionsFromBlocklist(ctx context.Context, blocklist *BlocklistLink) error {
	if blocklist.URL == nil {
		return errors.New("blocklist URL is nil")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, *blocklist.URL, http.NoBody)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// OnlineApiClientCfg is the CAPI client configuration.
type OnlineApiClientCfg struct {
	Credentials *ApiCredentialsCfg
}

// NewAPIC parses the CAPI and PAPI URLs of the config and logs in.
func NewAPIC(ctx context.Context, config *OnlineApiClientCfg) (*apic, error) {
	apiURL, err := url.Parse(config.Credentials.URL)
	if err != nil {
		return nil, fmt.Errorf("while parsing '%s': %w", config.Credentials.URL, err)
	}
	papiURL, err := url.Parse(config.Credentials.PapiURL)
	if err != nil {
		return nil, fmt.Errorf("while parsing '%s': %w", config.Credentials.PapiURL, err)
	}
	client, err := NewDefaultClient(apiURL, "v3", "", nil)
	if err != nil {
		return nil, err
	}
	client.PapiURL = papiURL
	ret := &apic{apiClient: client}
	return ret, ret.post(ctx, "watchers/login")
}
