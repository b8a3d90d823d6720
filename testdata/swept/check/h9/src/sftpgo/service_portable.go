package sftpgo

import (
	"fmt"
	"strings"
)

// WebDAVDConfig is the WebDAV server configuration.
type WebDAVDConfig struct {
	Bindings           []Binding
	CertificateFile    string
	CertificateKeyFile string
}

func getPortableServicesInfo(webdavConfig WebDAVDConfig) string {
	var info strings.Builder
	if webdavConfig.Bindings[0].IsValid() {
		scheme := "http"
		if webdavConfig.CertificateFile != "" && webdavConfig.CertificateKeyFile != "" {
			scheme = "https"
		}
		// Source: github.com/drakkan/sftpgo/internal/service/service_portable.go:108 (hostjoin: a message that writes the literal placeholder "<your IP>" for the host, text for the user, rule 4)
		fmt.Fprintf(&info, "WebDAV URL: %v://<your IP>:%v/ ", scheme, webdavConfig.Bindings[0].Port) // lookalike
	}
	return info.String()
}
