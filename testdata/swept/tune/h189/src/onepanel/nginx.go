package onepanel

import (
	"fmt"
	"io"
	"net/http"
	"strings"
)

// NginxStatus is the stub_status output.
type NginxStatus struct {
	Active string
}

// NginxService manages OpenResty.
type NginxService struct{}

func getAppInstallPort(key string) (httpPort, httpsPort int, err error) {
	return 8080, 8443, nil
}

// GetStatus reads nginx stub_status from the local OpenResty.
func (n NginxService) GetStatus() (NginxStatus, error) {
	httpPort, _, err := getAppInstallPort("openresty")
	if err != nil {
		return NginxStatus{}, err
	}
	url := "http://127.0.0.1/nginx_status"
	if httpPort != 80 {
		// Source: github.com/1Panel-dev/1Panel/backend/app/service/nginx.go:74 (port: the verb is filled with an integer port and the code spells no port when it is 80, so the URL is valid and in normal form)
		url = fmt.Sprintf("http://127.0.0.1:%v/nginx_status", httpPort) // lookalike
	}
	res, err := http.Get(url)
	if err != nil {
		return NginxStatus{}, err
	}
	defer res.Body.Close()
	content, err := io.ReadAll(res.Body)
	if err != nil {
		return NginxStatus{}, err
	}
	resArray := strings.Split(string(content), " ")
	var status NginxStatus
	if len(resArray) > 2 {
		status.Active = resArray[2]
	}
	return status, nil
}
