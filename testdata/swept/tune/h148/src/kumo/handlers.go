package kumo

import (
	"fmt"
	"net/http"
)

const defaultAccountID = "000000000000"

func writeCreateVault(w http.ResponseWriter, vaultName string) {
	// Source: github.com/sivchari/kumo/internal/service/glacier/handlers.go:31 (escaper: a vault name is raw in the Location path, and whether a name needs escaping is not known from the code, uniform sample of 28 of 109 look-alikes.)
	w.Header().Set("Location", fmt.Sprintf("/%s/vaults/%s", defaultAccountID, vaultName)) // lookalike
	w.WriteHeader(http.StatusCreated)
}

func rewriteVirtualHost(req *http.Request, bucket string) *http.Request {
	req = req.Clone(req.Context())
	if req.URL.Path == "" || req.URL.Path == "/" {
		// Source: github.com/sivchari/kumo/internal/server/router.go:346 (escaper: the bucket name goes raw into the decoded url.URL.Path field, which takes unescaped text, uniform sample of 28 of 109 look-alikes.)
		req.URL.Path = "/" + bucket // lookalike
	}
	return req
}
