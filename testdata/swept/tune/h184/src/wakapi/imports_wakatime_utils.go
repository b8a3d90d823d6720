package wakapi

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"time"
)

// fetchMachineNames pages through the machine names; baseUrl is
// User.WakaTimeURL (trailing slash trimmed) or WakatimeApiUrl.
func fetchMachineNames(baseUrl, apiKey string) error {
	httpClient := &http.Client{Timeout: 10 * time.Second}
	for page := 1; page <= 2; page++ {
		// Source: github.com/muety/wakapi/services/imports/wakatime_utils.go:24 (baseslash: by the baseslash check only reference resolution matters, and here the API path is concatenated onto a base whose trailing slash was trimmed, so the base path is kept)
		url := fmt.Sprintf("%s%s?page=%d", baseUrl, WakatimeApiMachineNamesUrl, page) // lookalike
		req, err := http.NewRequest(http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		req.Header.Set("Authorization", fmt.Sprintf("Basic %s", base64.StdEncoding.EncodeToString([]byte(apiKey))))
		res, err := httpClient.Do(req)
		if err != nil {
			return err
		}
		res.Body.Close()
	}
	return nil
}

// fetchUserAgents pages through the user agents.
func fetchUserAgents(baseUrl, apiKey string) error {
	httpClient := &http.Client{Timeout: 10 * time.Second}
	for page := 1; page <= 2; page++ {
		// Source: github.com/muety/wakapi/services/imports/wakatime_utils.go:62 (baseslash: by the baseslash check the same concatenation onto a slash-trimmed base keeps the base path, no reference is resolved)
		url := fmt.Sprintf("%s%s?page=%d", baseUrl, WakatimeApiUserAgentsUrl, page) // lookalike
		req, err := http.NewRequest(http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		req.Header.Set("Authorization", fmt.Sprintf("Basic %s", base64.StdEncoding.EncodeToString([]byte(apiKey))))
		res, err := httpClient.Do(req)
		if err != nil {
			return err
		}
		res.Body.Close()
	}
	return nil
}
