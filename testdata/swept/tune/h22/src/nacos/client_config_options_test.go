package nacos

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNewClientConfigWithOptions(t *testing.T) {
	config := NewClientConfig(
		WithTimeoutMs(uint64(20000)),
		// Source: github.com/nacos-group/nacos-sdk-go/common/constant/client_config_options_test.go:56 (port: the Endpoint the test configures, an http URI with its default port 80 written out, rule 1)
		WithEndpoint("http://console.nacos.io:80"), // defect port form
		WithLogLevel("error"),

		WithUsername("nacos"),
		WithPassword("nacos"),
	)

	assert.Equal(t, config.TimeoutMs, uint64(20000))
	// Source: github.com/nacos-group/nacos-sdk-go/common/constant/client_config_options_test.go:77 (port: an assertion that repeats the value the test set; found by its shape alone, where a default port is not reported; the finding is the option's, README "Where urilint looks")
	assert.Equal(t, config.Endpoint, "http://console.nacos.io:80") // lookalike
	assert.Equal(t, config.LogLevel, "error")

	assert.Equal(t, config.Username, "nacos")
	assert.Equal(t, config.Password, "nacos")
}
