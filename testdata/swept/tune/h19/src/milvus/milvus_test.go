package milvus

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClientConfig(t *testing.T) {
	// local http host
	assertConfig(
		t,
		&Config{
			Address: "http://localhost:19540",
		},
		"localhost:19540", "", false, false,
	)
	assertConfig(
		t,
		&Config{
			// Source: github.com/milvus-io/milvus-sdk-go/client/config_test.go:86 (syntax: "port" is no port, and the call that parses it is expected to fail, isErr true, rule 2a)
			Address: "https://localhost:port", // lookalike
		},
		"", "", false, true,
	)
	assertConfig(
		t,
		&Config{
			Address: "localhost:8080",
			DBName:  "test_db",
		},
		"localhost:8080", "test_db", false, false,
	)
}

func assertConfig(t *testing.T, c *Config, host string, db string, secure bool, isErr bool) {
	err := c.parse()
	if isErr {
		assert.NotNil(t, err)
		return
	}
	assert.Nil(t, err)
	assert.Equal(t, c.EnableTLSAuth, secure)
	assert.Equal(t, c.DBName, db)
	assert.Equal(t, c.getParsedAddress(), host)
}

func TestClient_NewDefaultGrpcClientWithURI(t *testing.T) {
	username := "u"
	password := "p"
	t.Run("create grpc client fail", func(t *testing.T) {
		// Source: github.com/milvus-io/milvus-sdk-go/client/client_test.go:321 (syntax: a port that is a word, in a case named "fail" that asserts an error, rule 2a/2b)
		uri := "https://localhost:port" // lookalike
		ctx := context.Background()
		client, err := NewDefaultGrpcClientWithURI(ctx, uri, username, password)
		assert.Nil(t, client)
		assert.Error(t, err)
	})
}
