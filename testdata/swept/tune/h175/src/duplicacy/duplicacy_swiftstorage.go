package duplicacy

import (
	"strings"

	swift "github.com/ncw/swift/v2"
)

// CreateSwiftStorage creates a Swift storage from `user@authURL/container/path?arg1=value1&arg2=value2`.
func CreateSwiftStorage(storageURL string, key string) (*swift.Connection, error) {
	arguments := make(map[string]string)
	if strings.Contains(storageURL, "?") {
		urlAndArguments := strings.SplitN(storageURL, "?", 2)
		storageURL = urlAndArguments[0]
		for _, pair := range strings.Split(urlAndArguments[1], "&") {
			if strings.Contains(pair, "=") {
				keyAndValue := strings.Split(pair, "=")
				arguments[keyAndValue[0]] = keyAndValue[1]
			}
		}
	}
	// Allow http to be used by setting "protocol=http" in arguments
	if _, ok := arguments["protocol"]; !ok {
		arguments["protocol"] = "https"
	}
	connection := swift.Connection{
		UserName: arguments["user"],
		ApiKey:   key,
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_swiftstorage.go:125 (sink: the scheme, https unless the user asks for http, is put before the host and path of the auth URL the user gave, giving the absolute auth URL the Swift client needs, by the sink check, which the built absolute URL satisfies)
		AuthUrl: arguments["protocol"] + "://" + storageURL, // lookalike
	}
	return &connection, nil
}
