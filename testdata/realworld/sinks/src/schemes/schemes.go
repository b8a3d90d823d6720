// Package schemes holds URIs of the schemes that real clients accept
// besides http: nats, mongodb+srv, socks5, tcp for MQTT brokers.
//
// The port 4222 of nats:// is the client's default, which NATS connection
// strings write out by convention (nats.DefaultURL does): a look-alike,
// not a default port to remove. nats.Connect trims the white space around
// each URL of its list.
package schemes

import (
	"context"
	"log"
	"net/http"
	"net/url"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
	"github.com/nats-io/nats.go"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
	"golang.org/x/net/proxy"
)

// Source: github.com/nats-io/go-nats-examples/api-examples/connect_userpass_url/main.go
// (the "user and plain text password" example puts both in the URL).
func connectUserPass() {
	nc, err := nats.Connect("nats://app:apppass@localhost:4222") // defect credentials
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Close()
}

// Source: github.com/nats-io/go-nats-examples/api-examples/connect_userpass/main.go
// (the credentials go in an option; the server is a bare host).
func connectUserInfo() {
	nc, err := nats.Connect("127.0.0.1", nats.UserInfo("app", "apppass")) // lookalike
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Close()
}

// Source: github.com/OnnaSoft/lipstick/test/main.go (nats:// with the
// port the scheme implies).
func lipstick() {
	nc, err := nats.Connect("nats://localhost:4222") // lookalike
	if err != nil {
		log.Fatalf("Error connecting to NATS: %v", err)
	}
	defer nc.Close()
}

// Source: github.com/sss-eda/lemi025/cmd/main.go (a remote NATS server,
// default port written out).
func lemi() {
	nc, err := nats.Connect("nats://sensors.example.dev:4222") // lookalike
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Close()
}

// Source: github.com/marcos28ha/sample-go/app.go (a compose service name
// with the default port).
func sampleApp() {
	nc, _ := nats.Connect("nats://nats-broker:4222") // lookalike
	defer nc.Close()
}

// Source: github.com/crupib/mygo/src/nats/natsub.go (a named subscriber
// connection, default port).
func natsub() {
	nc, err := nats.Connect("nats://localhost:4222", // lookalike
		nats.Name("practical-client"),
	)
	if err != nil {
		log.Fatalf("Error: %s", err)
	}
	defer nc.Close()
}

// Source: github.com/CuiYao631/test-Demo/nats/test1/pub.go (the wildcard
// address and the default port).
func pub() {
	conn, err := nats.Connect("nats://0.0.0.0:4222") // lookalike
	if err != nil {
		return
	}
	defer conn.Close()
}

// Source: github.com/Srujankm12/Golang-learning/nats/main.go (a tab
// typed before the address: the URL cannot be parsed).
func tabbed() {
	nc, _ := nats.Connect("	0.0.0.0:4223") // lookalike
	defer nc.Close()
}

// Source: github.com/Vasu-xD/goWhisperBot/mongo/mongo.go (an Atlas
// mongodb+srv URL with the user's password in it).
func atlas() {
	serverAPIOptions := options.ServerAPI(options.ServerAPIVersion1)
	clientOptions := options.Client().
		ApplyURI("mongodb+srv://whisper:whisper@cluster0.ab1cd2e.mongodb.net/?retryWrites=true&w=majority"). // defect credentials
		SetServerAPIOptions(serverAPIOptions)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, _ = mongo.Connect(ctx, clientOptions)
}

// Source: github.com/fkal094tiokg09w3vi095i/CycleTLS/cycletls/main/go_net.go
// (a local SOCKS5 proxy URL returned from Transport.Proxy).
func socksClient() *http.Client {
	proxyFunc := func(_ *http.Request) (*url.URL, error) {
		return url.Parse("socks5://127.0.0.1:10808") // lookalike
	}
	return &http.Client{Transport: &http.Transport{Proxy: proxyFunc}}
}

// Source: github.com/charlenehack/UploadAuto/1.go (x/net/proxy's SOCKS5
// takes host:port, the credentials in proxy.Auth).
func socksDialer() (proxy.Dialer, error) {
	return proxy.SOCKS5("tcp", "127.0.0.1:1081", // lookalike
		&proxy.Auth{User: "username", Password: "password"},
		proxy.Direct,
	)
}

// Source: github.com/liang09255/proxy/client2.go (hostjoin: proxyIP is a function parameter, with no caller or check limiting it, joined to proxyPort with ':' and dialled as the SOCKS5 proxy address; relabelled from look-alike: an address is an authority, which the check's definition names)
func getProxyClient(proxyIP, proxyPort string) (proxy.Dialer, error) {
	proxyurl := proxyIP + ":" + proxyPort // defect hostjoin
	return proxy.SOCKS5("tcp", proxyurl, nil, proxy.Direct)
}

// Source: github.com/yangxuan0261/go-lab/test_mqtt/test_mqtt.go (paho
// MQTT brokers are tcp:// URLs; 1883 is no default of tcp).
func mqttClient() mqtt.Client {
	opts := mqtt.NewClientOptions().AddBroker("tcp://broker.hivemq.com:1883").SetClientID("sample") // lookalike
	return mqtt.NewClient(opts)
}

// Source: github.com/marcos28ha/sample-go/app.go (an earlier version of
// the file names the container of the NATS server, default port).
func sampleAppContainer() {
	nc, err := nats.Connect("nats://asset-nats-server-1:4222") // lookalike
	if err != nil {
		log.Print(err)
		return
	}
	defer nc.Close()
}
