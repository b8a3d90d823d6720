package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

// gowebdavClient is the stand-in for gowebdav.Client; root is the server URL.
type gowebdavClient struct{ root, user, passwd string }

func gowebdavNewClient(uri, user, pw string) *gowebdavClient {
	return &gowebdavClient{uri, user, pw}
}

type webdav struct {
	DefaultObjectStorage
	endpoint *url.URL
	c        *gowebdavClient
}

func (w *webdav) String() string { return w.endpoint.Host }

func newWebDAV(endpoint, user, passwd, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/webdav.go:180 (plainhttp: default scheme for a user-given WebDAV endpoint whose host is not known to be a public Internet host)
		endpoint = fmt.Sprintf("http://%s", endpoint) // lookalike
	}
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint %s: %s", endpoint, err)
	}
	if uri.Path == "" {
		uri.Path = "/"
	}
	c := gowebdavNewClient(uri.String(), user, passwd)
	return &webdav{endpoint: uri, c: c}, nil
}

func init() {
	objectRegister("webdav", newWebDAV)
}
