package resty

// The package itself calls its sink: the table holds there too.
func defaults() *Client {
	return (&Client{}).SetBaseURL("https://defaults.example.com/") // want `absolute-URI \(\*github.com/go-resty/resty/v2.Client\).SetBaseURL "https://defaults.example.com/"`
}
