package sftpgo

import (
	"crypto/tls"
	"fmt"
	"io"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	webDavTLSServerAddr = "localhost:9443"
	defaultPassword     = "test_password"
	tlsClient2Username  = "client2"
)

func getTLSHTTPClient(tlsConfig *tls.Config) *http.Client {
	customTransport := http.DefaultTransport.(*http.Transport).Clone()
	customTransport.TLSClientConfig = tlsConfig

	return &http.Client{
		Transport: customTransport,
	}
}

func TestWrongClientCertificate(t *testing.T) {
	tlsConfig := &tls.Config{
		ServerName:         "localhost",
		InsecureSkipVerify: true, // use this for tests only
		MinVersion:         tls.VersionTLS12,
	}

	// Source: github.com/drakkan/sftpgo/internal/webdavd/webdavd_test.go:3035 (credentials: the password of a user whose password login is denied, in a request the test expects answered 401 invalid credentials, rule 2a)
	resp, err := getTLSHTTPClient(tlsConfig).Get(fmt.Sprintf("https://%v:%v@%v/", tlsClient2Username, defaultPassword, // lookalike
		webDavTLSServerAddr))
	if assert.NoError(t, err) {
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		assert.NoError(t, err)
		assert.Equal(t, http.StatusUnauthorized, resp.StatusCode, string(body))
		assert.Contains(t, string(body), "invalid credentials")
	}
}
