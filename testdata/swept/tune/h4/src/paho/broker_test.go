package paho

import (
	"net/url"
	"os"
	"testing"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

var (
	plainBroker string
	tlsBroker   string
)

func init() {
	host := os.Getenv("MQTT_TEST_HOST")
	if host == "" {
		host = "127.0.0.1"
	}
	// Source: github.com/eclipse/paho.mqtt.golang/fvt_test.go:37 (broker URI for the functional tests, host from the environment joined to ":1883")
	plainBroker = "tcp://" + host + ":1883" // defect hostjoin
	// Source: github.com/eclipse/paho.mqtt.golang/fvt_test.go:38 (TLS broker URI, same host joined to ":8883")
	tlsBroker = "ssl://" + host + ":8883" // defect hostjoin
}

func TestConnectOptions(t *testing.T) {
	ops := mqtt.NewClientOptions().SetClientID("fvt-connect").AddBroker(plainBroker).AddBroker(tlsBroker)
	if len(ops.Servers) != 2 {
		t.Fatalf("got %d brokers", len(ops.Servers))
	}
}

type connectMsg struct{ user, pass string }

func connectFromURL(u *url.URL) connectMsg {
	var m connectMsg
	if u.User != nil {
		m.user = u.User.Username()
		m.pass, _ = u.User.Password()
	}
	return m
}

func TestBrokerCredentials(t *testing.T) {
	// Source: github.com/eclipse/paho.mqtt.golang/unit_message_test.go:62 (credentials in the broker URL are copied into the CONNECT packet)
	m := connectFromURL(&url.URL{User: url.UserPassword("mqttuser", "mqttpass")}) // lookalike
	if m.user != "mqttuser" || m.pass != "mqttpass" {
		t.Fatalf("credentials not taken from the URL: %+v", m)
	}
}
