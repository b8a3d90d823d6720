package filebrowser

import "path"

// staticData feeds the index template; BaseURL is the path prefix the app is
// served under (stripPrefix trims it from r.URL.Path), e.g. "/files".
func staticData(server *Server) map[string]interface{} {
	return map[string]interface{}{
		"BaseURL": server.BaseURL,
		// Source: github.com/filebrowser/filebrowser/v2/http/static.go:39 (pathjoin: BaseURL is a path prefix matched against r.URL.Path, never a scheme://host URL, so path.Join has no // to collapse)
		"StaticURL": path.Join(server.BaseURL, "/static"), // lookalike
	}
}
