package longhorn

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
)

const (
	ParameterKeyAddress  = "address"
	ParameterKeyFilePath = "filePath"
	BackingImageUpload   = "upload"
)

// HandleProxyRequestByNodeID forwards the request to the manager API address
// (net.JoinHostPort(ip, "9500")) of the node that owns the resource.
func HandleProxyRequestByNodeID(parameters map[string]string, req *http.Request) (proxyRequired bool, err error) {
	targetAddress := parameters[ParameterKeyAddress]
	if targetAddress == req.Host {
		return false, nil
	}

	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:141 (hostjoin: the address comes from GetAPIServerAddressFromIP, which uses net.JoinHostPort)
	req.Host = targetAddress // lookalike
	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:142 (hostjoin: URL.Host set to a host:port made by net.JoinHostPort)
	req.URL.Host = targetAddress // lookalike
	req.URL.Scheme = "http"
	return true, nil
}

// HandleProxyRequestForBackingImageUpload forwards an upload to the data source pod.
func HandleProxyRequestForBackingImageUpload(parameters map[string]string, req *http.Request) (proxyRequired bool, err error) {
	targetAddress := parameters[ParameterKeyAddress]
	if targetAddress == req.Host {
		return false, fmt.Errorf("backing image upload request should not be handled by current longhorn manager service")
	}

	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:181 (hostjoin: the address is built by UploadParametersForBackingImage with net.JoinHostPort)
	req.Host = targetAddress // lookalike
	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:182 (hostjoin: URL.Host set to a host:port made by net.JoinHostPort)
	req.URL.Host = targetAddress // lookalike
	req.URL.Scheme = "http"
	if req.URL.Query().Get("action") != BackingImageUpload {
		return false, fmt.Errorf("unknown action for backing image upload related request: %v", req.URL.Query().Get("action"))
	}
	req.URL.Path = "/v1/file"
	return true, nil
}

// UploadParametersForBackingImage returns the address of the data source pod.
func UploadParametersForBackingImage(pod *Pod) (map[string]string, error) {
	if pod.Status.PodIP == "" {
		return nil, fmt.Errorf("backing image data source pod is not ready for uploading")
	}
	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:210 (hostjoin: pod IP and port joined with net.JoinHostPort; uniform sample 9 of 12 identical JoinHostPort calls)
	return map[string]string{ParameterKeyAddress: net.JoinHostPort(pod.Status.PodIP, strconv.Itoa(BackingImageDataSourceDefaultPort))}, nil // lookalike
}

// HandleProxyRequestForBackingImageDownload forwards a download to the backing
// image manager; filePath and address come from the manager's PrepareDownload.
func HandleProxyRequestForBackingImageDownload(parameters map[string]string, req *http.Request) (proxyRequired bool, err error) {
	targetAddress := parameters[ParameterKeyAddress]
	filePath := parameters[ParameterKeyFilePath]

	if targetAddress == req.Host {
		return false, fmt.Errorf("backing image download request should not be handled by current longhorn manager service")
	}

	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:231 (escaper: URL.Path holds the decoded path, so the raw file path is right here)
	req.URL.Path = fmt.Sprintf("/v1/files/%s/download", filePath) // lookalike
	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:232 (escaper: RawPath carries the segment escaped with url.PathEscape, the right escaper for a path)
	req.URL.RawPath = fmt.Sprintf("/v1/files/%s/download", url.PathEscape(filePath)) // lookalike
	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:233 (hostjoin: the address is the backing image manager's host:port, not joined by hand here)
	req.URL.Host = targetAddress // lookalike
	req.URL.Scheme = "http"
	// Source: github.com/longhorn/longhorn-manager/api/forwarder.go:235 (hostjoin: Host header set to the same host:port address)
	req.Host = targetAddress // lookalike

	return true, nil
}
