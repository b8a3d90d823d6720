package paho

import (
	"fmt"
	"net/url"
	"testing"
)

// Source: github.com/eclipse/paho.golang/autopaho/auto_test.go:620 (credentials: test parses a connection URI with a constant password to build a CONNECT packet for a will-delay test, a working value (rule 1).)
func TestBuildConnectPacketOverride(t *testing.T) {
	config := ClientConfig{ClientID: "test"}
	config.ConnectPacketBuilder = func(c *Connect, u *url.URL) (*Connect, error) {
		c.WillDelay = 200
		return c, nil
	}
	testURL, _ := url.Parse("mqtt://mqtt_user:mqtt_pass@127.0.0.1:1883") // defect credentials
	cp, _ := config.buildConnectPacket(testURL)
	if cp.WillDelay != 200 {
		t.Errorf("Will message Delay Interval did not match expected [200]: found [%v]", cp.WillDelay)
	}
}

// Source: github.com/eclipse/paho.golang/autopaho/auto_test.go:630 (credentials: Example whose stated point is extracting the password from the URL via ConnectPacketBuilder, documentation of URI userinfo handling (rule 2c).)
func ExampleClientConfig_ConnectPacketBuilder() {
	serverURL, _ := url.Parse("mqtt://mqtt_user:mqtt_pass@127.0.0.1:1883") // lookalike
	config := ClientConfig{ServerUrls: []*url.URL{serverURL}, ClientID: "test"}
	config.ConnectPacketBuilder = func(c *Connect, u *url.URL) (*Connect, error) {
		// Extracting password from URL
		c.Username = u.User.Username()
		p, _ := u.User.Password()
		c.Password = []byte(p)
		return c, nil
	}
	cp, _ := config.buildConnectPacket(serverURL)
	fmt.Printf("user: %s, pass: %s", cp.Username, string(cp.Password))
	// Output: user: mqtt_user, pass: mqtt_pass
}
