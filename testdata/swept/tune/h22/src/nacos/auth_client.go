package nacos

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// IHttpAgent sends the client's HTTP requests.
type IHttpAgent interface {
	Post(path string, header http.Header, timeoutMs uint64, params map[string]string) (*http.Response, error)
}

// HttpAgent is the default IHttpAgent.
type HttpAgent struct{}

// Post sends params as a form to path.
func (agent *HttpAgent) Post(path string, header http.Header, timeoutMs uint64, params map[string]string) (*http.Response, error) {
	client := &http.Client{Timeout: time.Millisecond * time.Duration(timeoutMs)}
	form := url.Values{}
	for k, v := range params {
		form.Set(k, v)
	}
	request, err := http.NewRequest(http.MethodPost, path, strings.NewReader(form.Encode()))
	if err != nil {
		return nil, err
	}
	request.Header = header
	return client.Do(request)
}

// AuthClient logs in to the nacos servers.
type AuthClient struct {
	username  string
	password  string
	timeoutMs uint64
	agent     IHttpAgent
}

func (ac *AuthClient) login(server ServerConfig) (bool, error) {
	contextPath := server.ContextPath

	if !strings.HasPrefix(contextPath, "/") {
		contextPath = "/" + contextPath
	}

	if strings.HasSuffix(contextPath, "/") {
		contextPath = contextPath[0 : len(contextPath)-1]
	}

	if server.Scheme == "" {
		server.Scheme = "http"
	}

	// Source: github.com/nacos-group/nacos-sdk-go/common/security/nacos_auth_client.go:142 (hostjoin: the configured server IpAddr joined to its port with ':' after the scheme set to "http" when empty; an IPv6 server address needs brackets, README hostjoin)
	reqUrl := server.Scheme + "://" + server.IpAddr + ":" + strconv.FormatInt(int64(server.Port), 10) + contextPath + "/v1/auth/users/login" // defect hostjoin

	header := http.Header{
		"content-type": []string{"application/x-www-form-urlencoded"},
	}
	resp, err := ac.agent.Post(reqUrl, header, ac.timeoutMs, map[string]string{
		"username": ac.username,
		"password": ac.password,
	})
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return false, err
	}
	if resp.StatusCode != 200 {
		return false, errors.New(string(body))
	}
	return true, nil
}
