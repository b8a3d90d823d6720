package api

import (
	"encoding/json"
	"net/http"

	"gatus/security"
)

// ConfigHandler serves the configuration the frontend needs
type ConfigHandler struct {
	securityConfig *security.Config
}

// GetConfig writes whether OIDC is configured and whether the user is authenticated
func (handler ConfigHandler) GetConfig(w http.ResponseWriter, r *http.Request) {
	hasOIDC := handler.securityConfig != nil && handler.securityConfig.OIDC != nil
	_ = json.NewEncoder(w).Encode(map[string]bool{"oidc": hasOIDC, "authenticated": false})
}
