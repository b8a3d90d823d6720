package wireguard

import (
	"io"
	"log"
	"net/http"
)

func exampleHTTPClient(client *http.Client) {
	// Source: golang.zx2c4.com/wireguard/tun/netstack/examples/http_client.go:45 (plainhttp: a plain request to a private address reached through the tunnel the example sets up, not a public Internet host)
	resp, err := client.Get("http://192.168.4.29/") // lookalike
	if err != nil {
		log.Panic(err)
	}
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		log.Panic(err)
	}
	log.Println(string(body))
}
