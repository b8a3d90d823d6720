package duplicacy

import (
	"fmt"
)

// WebDAVStorage is a WebDAV back-end named by webdav://user@host:port/path or webdav-http://user@host:port/path.
type WebDAVStorage struct {
	host       string
	port       int
	username   string
	password   string
	storageDir string
	useHTTP    bool
}

// CreateWebDAVStorage creates a WebDAV storage object.
func CreateWebDAVStorage(host string, port int, username string, password string, storageDir string, useHTTP bool) *WebDAVStorage {
	return &WebDAVStorage{host: host, port: port, username: username, password: password, storageDir: storageDir, useHTTP: useHTTP}
}

func (storage *WebDAVStorage) createConnectionString(uri string) string {
	url := storage.host
	if storage.useHTTP {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_webdavstorage.go:100 (plainhttp: plain http is used only when the user picks the webdav-http scheme for a host of their own, no public host is written in the code, by the plainhttp check, which needs a public Internet host)
		url = "http://" + url // lookalike
	} else {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_webdavstorage.go:102 (sink: the https scheme is put before the user's WebDAV host, giving the absolute URL the requests need, by the sink check, which the built absolute URL satisfies)
		url = "https://" + url // lookalike
	}
	if storage.port > 0 {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_webdavstorage.go:106 (hostjoin: the port is appended to the host by hand with :%d after the scheme, which breaks for an IPv6 host that needs brackets; net.JoinHostPort is right, by the hostjoin check)
		url += fmt.Sprintf(":%d", storage.port) // defect hostjoin
	}
	return url + "/" + storage.storageDir + uri
}
