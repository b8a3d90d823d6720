package kubeshark

import (
	"fmt"
	"net/http"
	"net/url"
)

// wsDialer stands in for github.com/gorilla/websocket.Dialer.
type wsDialer struct{}

// Dial opens a websocket connection to urlStr.
func (d *wsDialer) Dial(urlStr string, requestHeader http.Header) (*http.Response, error) {
	_, err := url.Parse(urlStr)
	return nil, err
}

var websocket = struct{ DefaultDialer *wsDialer }{&wsDialer{}}

func runConsole() {
	hubUrl := GetHubUrl()
	response, err := http.Get(fmt.Sprintf("%s/echo", hubUrl))
	if err != nil || response.StatusCode != 200 {
		return
	}
	u := url.URL{
		Scheme: "ws",
		// Source: github.com/kubeshark/kubeshark/cmd/console.go:84 (hostjoin: the user-set proxy host and front port are joined with %s:%d into the websocket URL's Host, which breaks for an IPv6 host; net.JoinHostPort is right)
		Host: fmt.Sprintf("%s:%d", config.Config.Tap.Proxy.Host, config.Config.Tap.Proxy.Front.Port), // defect hostjoin
		Path: "/api/scripts/logs",
	}
	headers := http.Header{}
	_, _ = websocket.DefaultDialer.Dial(u.String(), headers)
}
