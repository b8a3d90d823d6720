package onepanel

import (
	"crypto/tls"
	"errors"
	"net/http"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

type minIoClient struct {
	bucket string
	client *minio.Client
}

// NewMinIoClient builds a MinIO client from an endpoint such as
// https://minio.lan:9000; minio.New wants host:port and a Secure flag.
func NewMinIoClient(vars map[string]interface{}) (*minIoClient, error) {
	endpoint := loadParamFromVars("endpoint", vars)
	accessKeyID := loadParamFromVars("accessKey", vars)
	secretAccessKey := loadParamFromVars("secretKey", vars)
	bucket := loadParamFromVars("bucket", vars)
	ssl := strings.Split(endpoint, ":")[0]
	if len(ssl) == 0 || (ssl != "https" && ssl != "http") {
		return nil, errors.New("ErrInvalidParams")
	}

	secure := false
	tlsConfig := &tls.Config{}
	if ssl == "https" {
		secure = true
		tlsConfig.InsecureSkipVerify = true
	}
	var transport http.RoundTripper = &http.Transport{TLSClientConfig: tlsConfig}
	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/minio.go:40 (sink: the scheme is stripped on purpose because minio.New takes a bare host:port endpoint and gets the scheme through Secure)
	client, err := minio.New(strings.ReplaceAll(endpoint, ssl+"://", ""), &minio.Options{ // lookalike
		Creds:     credentials.NewStaticV4(accessKeyID, secretAccessKey, ""),
		Secure:    secure,
		Transport: transport,
	})
	if err != nil {
		return nil, err
	}
	return &minIoClient{bucket: bucket, client: client}, nil
}
