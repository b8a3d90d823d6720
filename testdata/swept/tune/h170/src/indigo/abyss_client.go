package indigo

import (
	"bytes"
	"net/http"
)

// AbyssClient sends blobs to the abyss scanning service.
type AbyssClient struct {
	Client   http.Client
	Host     string
	Password string
}

func (ac *AbyssClient) ScanBlob(blobBytes []byte, params map[string]string) (*http.Response, error) {
	req, err := http.NewRequest("POST", ac.Host+"/xrpc/com.atproto.unspecced.scanBlob", bytes.NewBuffer(blobBytes))
	if err != nil {
		return nil, err
	}
	q := req.URL.Query()
	for k, v := range params {
		q.Add(k, v)
	}
	// Source: github.com/bluesky-social/indigo/automod/visual/abyss_client.go:49 (escaper: the query is rebuilt with url.Values.Encode; fine by the check's definition)
	req.URL.RawQuery = q.Encode() // lookalike
	req.SetBasicAuth("admin", ac.Password)
	return ac.Client.Do(req)
}
