package kubeedge

import (
	"io"
	"net/http"
	"strconv"
)

// EdgedConfig is the kubelet part of the edge node's configuration file.
type EdgedConfig struct {
	Address      string
	ReadOnlyPort int32
}

// Config is loaded from the edge core's configuration file.
var Config struct {
	Edged EdgedConfig
}

// Request is a request forwarded to the local kubelet.
type Request struct {
	Method string
	Path   string
	Body   io.Reader
}

// Source: github.com/kubeedge/kubeedge/edge/pkg/metamanager/metaserver/kubernetes/storage/restful/request.go:87 (the kubelet URL concatenates the address from the configuration file, ':' and the read-only port)
func (req *Request) RestfulRequest() (*http.Response, error) {
	edgedAddress := Config.Edged.Address
	port := strconv.Itoa(int(Config.Edged.ReadOnlyPort))
	url := "http://" + edgedAddress + ":" + port // defect hostjoin
	request, err := http.NewRequest(req.Method, url+req.Path, req.Body)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(request)
}
