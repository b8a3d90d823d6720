package azureapi

import (
	b64 "encoding/base64"
	"fmt"
)

type Headers struct {
	Token string
}

// ToMap convert headers to map[string]string
func (h *Headers) ToMap() map[string]string {
	m := make(map[string]string)

	if h.Token != "" {
		// Source: github.com/kubescape/go-git-url/apis/azureapi/methods.go:44 (hostjoin: an empty user and the token joined for a base64 Basic Authorization header, no host and no URI; the hostjoin check rule covers host and port of a URI or authority only)
		fToken := ":" + h.Token // lookalike
		sEnc := b64.StdEncoding.EncodeToString([]byte(fToken))
		m["Authorization"] = fmt.Sprintf("Basic %s", sEnc)
	}
	return m
}
