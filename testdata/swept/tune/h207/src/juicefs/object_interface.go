package juicefs

import (
	"fmt"
	"net/http"
)

// ObjectStorage is the stand-in for object.ObjectStorage; String describes the storage for logs and comparisons.
type ObjectStorage interface {
	String() string
}

// DefaultObjectStorage is embedded by the storages.
type DefaultObjectStorage struct{}

type storageCreator func(endpoint, accessKey, secretKey, token string) (ObjectStorage, error)

var storages = make(map[string]storageCreator)

// objectRegister is object.Register.
func objectRegister(name string, register storageCreator) {
	storages[name] = register
}

// CreateStorage creates an object storage of the given kind.
func CreateStorage(name, endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	f, ok := storages[name]
	if !ok {
		return nil, fmt.Errorf("invalid storage: %s", name)
	}
	return f(endpoint, accessKey, secretKey, token)
}

var httpClient = &http.Client{}

// UserAgent is sent with every request.
var UserAgent = "JuiceFS"

func setUserAgent(req *http.Request) {
	req.Header.Set("User-Agent", UserAgent)
}
