package longhorn

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"

	"github.com/gorilla/websocket"
)

var dialer = &websocket.Dialer{}

// ClientOpts holds the options of the Rancher-style API client.
type ClientOpts struct {
	Url       string
	AccessKey string
	SecretKey string
}

// RancherBaseClientImpl is the base API client.
type RancherBaseClientImpl struct {
	Opts *ClientOpts
}

func appendFilters(urlString string, filters map[string]interface{}) (string, error) {
	if len(filters) == 0 {
		return urlString, nil
	}

	u, err := url.Parse(urlString)
	if err != nil {
		return "", err
	}

	q := u.Query()
	for k, v := range filters {
		if l, ok := v.([]string); ok {
			for _, v := range l {
				q.Add(k, v)
			}
		} else {
			q.Add(k, fmt.Sprintf("%v", v))
		}
	}

	// Source: github.com/longhorn/longhorn-manager/client/common.go:128 (escaper: url.Values.Encode is the right escaper for the query)
	u.RawQuery = q.Encode() // lookalike
	return u.String(), nil
}

// Websocket dials url with basic auth built from the client options.
func (rancherClient *RancherBaseClientImpl) Websocket(url string, headers map[string][]string) (*websocket.Conn, *http.Response, error) {
	httpHeaders := http.Header{}
	if rancherClient.Opts != nil {
		// Source: github.com/longhorn/longhorn-manager/client/common.go:281 (hostjoin: access key and secret joined for a Basic Authorization header, no host, port or URI)
		s := rancherClient.Opts.AccessKey + ":" + rancherClient.Opts.SecretKey // lookalike
		httpHeaders.Add("Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte(s)))
	}
	return dialer.Dial(url, httpHeaders)
}
