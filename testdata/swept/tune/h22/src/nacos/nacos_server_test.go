package nacos

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func Test_getAddressWithScheme(t *testing.T) {
	var serverConfigTest = ServerConfig{
		ContextPath: "/nacos",
		Port:        80,
		IpAddr:      "console.nacos.io",
		Scheme:      "https",
	}
	address := getAddress(serverConfigTest)
	// Source: github.com/nacos-group/nacos-sdk-go/common/nacos_server/nacos_server_test.go:38 (port: port 80 of an https URI is not its default port, README port)
	assert.Equal(t, "https://console.nacos.io:80", address) // lookalike
}

func Test_getAddressWithoutScheme(t *testing.T) {
	serverConfigTest := ServerConfig{
		ContextPath: "/nacos",
		Port:        80,
		IpAddr:      "http://console.nacos.io",
	}
	// Source: github.com/nacos-group/nacos-sdk-go/common/nacos_server/nacos_server_test.go:47 (port: expected value of getAddress, code that builds the server URL, with the default port 80 of http written out, rule 1)
	assert.Equal(t, "http://console.nacos.io:80", getAddress(serverConfigTest)) // defect port form

	serverConfigTest.IpAddr = "https://console.nacos.io"
	assert.Equal(t, "https://console.nacos.io:80", getAddress(serverConfigTest))
}
