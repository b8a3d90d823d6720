// Package smtp is a minimal stub of github.com/emersion/go-smtp.
package smtp

// Client is an SMTP client.
type Client struct{}

// Dial returns a new Client connected to an SMTP server at addr (host:port).
func Dial(addr string) (*Client, error) { panic("stub") }

// Quit sends the QUIT command and closes the connection.
func (c *Client) Quit() error { panic("stub") }
