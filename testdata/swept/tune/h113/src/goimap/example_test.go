package goimap

import (
	"log"

	"github.com/emersion/go-imap/client"
)

func Example() {
	// Source: github.com/emersion/go-imap/client/example_test.go:19 (sink: client.DialTLS takes a host:port address, not a URI, so a bare host:port is the right form)
	c, err := client.DialTLS("mail.example.org:993", nil) // lookalike
	if err != nil {
		log.Fatal(err)
	}
	defer c.Logout()
}
