package kine

import "testing"

type s3Config struct {
	Bucket    string
	Endpoint  string
	AccessKey string
	SecretKey string
}

func TestParseConfigAcceptsStaticCredentials(t *testing.T) {
	cfg := s3Config{
		Bucket: "my-bucket",
		// Source: github.com/k3s-io/kine/pkg/drivers/t4/t4_test.go:63 (plainhttp: the object store endpoint is on localhost, not a public Internet host.)
		Endpoint:  "http://localhost:9000", // lookalike
		AccessKey: "k",
		SecretKey: "s",
	}
	if cfg.Endpoint == "" {
		t.Fatal("parseConfig: no endpoint")
	}
}
