package a

import (
	"encoding/xml"
	"net/http"
	"strings"
)

// Valid.

// after github.com/minio/minio-go: api-s3-datatypes.go (an XML namespace)
type completeUpload struct {
	XMLName xml.Name `xml:"http://s3.amazonaws.com/doc/2006-03-01/ CompleteMultipartUpload"`
}

// after github.com/minio/minio-go: api-get-object-acl.go (an identifier compared, not sent)
func allUsers(uri string) bool {
	return uri == "http://acs.amazonaws.com/groups/global/AllUsers"
}

// after github.com/prometheus/client_golang: prometheus/push/push.go (the host is the caller's)
func pushURL(u string) (*http.Response, error) {
	if !strings.Contains(u, "://") {
		u = "http://" + u
	}
	return http.Get(u)
}

// after k8s.io/client-go: tools/clientcmd/client_config.go (a local default)
func defaultServer() (*http.Response, error) {
	return http.Get("http://localhost:8080")
}

// after github.com/go-resty/resty: client.go (an example in a comment)
//
//	client.SetBaseURL("http://myjeeva.com")
func documented() {}
