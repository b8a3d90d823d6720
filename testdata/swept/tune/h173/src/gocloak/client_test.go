package gocloak_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"testing"

	"gocloak"
)

type configAdmin struct {
	UserName string `json:"username"`
	Password string `json:"password"`
	Realm    string `json:"realm"`
}

type configGoCloak struct {
	UserName     string `json:"username"`
	Password     string `json:"password"`
	Realm        string `json:"realm"`
	ClientID     string `json:"client_id"`
	ClientSecret string `json:"client_secret"`
}

type Config struct {
	HostName string        `json:"hostname"`
	Proxy    string        `json:"proxy,omitempty"`
	Admin    configAdmin   `json:"admin"`
	GoCloak  configGoCloak `json:"gocloak"`
}

var (
	config     *Config
	configOnce sync.Once
	setupOnce  sync.Once
	nameSeq    int
)

func GetConfig(t testing.TB) *Config {
	configOnce.Do(func() {
		config = &Config{}
		data, err := os.ReadFile("testdata/config.json")
		if err == nil {
			_ = json.Unmarshal(data, config)
		}
		if config.GoCloak.UserName == "" {
			config.GoCloak.UserName = "test_user"
		}
	})
	return config
}

func GetRandomName(name string) string {
	nameSeq++
	return fmt.Sprintf("%s-%d", name, nameSeq)
}

func GetRandomNameP(name string) *string { return gocloak.StringP(GetRandomName(name)) }

func NewClientWithDebug(t testing.TB) *gocloak.GoCloak {
	return gocloak.NewClient(GetConfig(t).HostName)
}

func GetAdminToken(t testing.TB, client *gocloak.GoCloak) string {
	cfg := GetConfig(t)
	token, err := client.LoginClient(context.Background(), cfg.GoCloak.ClientID, cfg.GoCloak.ClientSecret, cfg.Admin.Realm)
	if err != nil {
		t.Fatalf("Login failed: %v", err)
	}
	return token
}

func CreateClient(t *testing.T, client *gocloak.GoCloak, newClient *gocloak.Client) (func(), string) {
	cfg := GetConfig(t)
	token := GetAdminToken(t, client)
	createdID, err := client.CreateClient(context.Background(), token, cfg.GoCloak.Realm, *newClient)
	if err != nil {
		t.Fatalf("CreateClient failed: %v", err)
	}
	return func() {}, createdID
}

func SetUpTestUser(t testing.TB, client *gocloak.GoCloak) {
	setupOnce.Do(func() {
		cfg := GetConfig(t)
		token := GetAdminToken(t, client)

		user := gocloak.User{
			Username: gocloak.StringP(cfg.GoCloak.UserName),
			// Source: github.com/Nerzal/gocloak/v14/client_test.go:435 (credentials: an e-mail address put in the user's Email field, not the userinfo and host of any URI, and by the closing note a value with no URI use is no URI)
			Email:         gocloak.StringP(cfg.GoCloak.UserName + "@localhost.com"), // lookalike
			EmailVerified: gocloak.BoolP(true),
			Enabled:       gocloak.BoolP(true),
		}
		if _, err := client.CreateUser(context.Background(), token, cfg.GoCloak.Realm, user); err != nil {
			t.Fatalf("CreateUser failed: %v", err)
		}
	})
}

func CreateUser(t *testing.T, client *gocloak.GoCloak) (func(), string) {
	cfg := GetConfig(t)
	token := GetAdminToken(t, client)

	user := gocloak.User{
		// Source: github.com/Nerzal/gocloak/v14/client_test.go:3315 (credentials: a random e-mail address for a test user, no URI authority, and by the closing note a value with no URI use is no URI)
		Email:   gocloak.StringP(GetRandomName("email") + "@localhost.com"), // lookalike
		Enabled: gocloak.BoolP(true),
	}
	user.Username = user.Email

	userID, err := client.CreateUser(context.Background(), token, cfg.GoCloak.Realm, user)
	if err != nil {
		t.Fatalf("CreateUser failed: %v", err)
	}
	return func() {}, userID
}

func Test_LoginSignedJWT(t *testing.T) {
	client := NewClientWithDebug(t)
	testClient := gocloak.Client{
		ID:                      GetRandomNameP("client-id-"),
		ClientID:                GetRandomNameP("client-signed-jwt-client-id-"),
		ClientAuthenticatorType: gocloak.StringP("client-jwt"),
		// Source: github.com/Nerzal/gocloak/v14/client_test.go:1108 (sink: rule 1, client config the test creates and expects to succeed gives a bare host where Keycloak needs a redirect URI, absolute or /-rooted)
		RedirectURIs:           []string{"localhost"}, // defect sink
		StandardFlowEnabled:    gocloak.BoolP(true),
		ServiceAccountsEnabled: gocloak.BoolP(true),
		Enabled:                gocloak.BoolP(true),
	}
	tearDown, _ := CreateClient(t, client, &testClient)
	defer tearDown()
}

func Test_ClientSecret(t *testing.T) {
	client := NewClientWithDebug(t)

	testClient := gocloak.Client{
		ID:                     GetRandomNameP("gocloak-client-id-"),
		ClientID:               GetRandomNameP("gocloak-client-secret-client-id-"),
		Secret:                 gocloak.StringP("initial-secret-key"),
		ServiceAccountsEnabled: gocloak.BoolP(true),
		StandardFlowEnabled:    gocloak.BoolP(true),
		Enabled:                gocloak.BoolP(true),
		// Source: github.com/Nerzal/gocloak/v14/client_test.go:4106 (sink: rule 1, the same bare host as redirect URI in a client the test builds as working configuration)
		RedirectURIs:            []string{"localhost"}, // defect sink
		ClientAuthenticatorType: gocloak.StringP("client-secret"),
	}

	tearDown, _ := CreateClient(t, client, &testClient)
	defer tearDown()
}

func Test_CreateProvider(t *testing.T) {
	cfg := GetConfig(t)
	client := NewClientWithDebug(t)
	token := GetAdminToken(t, client)

	t.Run("create SAML provider", func(t *testing.T) {
		repr := gocloak.IdentityProviderRepresentation{
			Alias:       gocloak.StringP("saml"),
			DisplayName: gocloak.StringP("Generic SAML"),
			Enabled:     gocloak.BoolP(true),
			ProviderID:  gocloak.StringP("saml"),
			Config: map[string]string{
				// Source: github.com/Nerzal/gocloak/v14/client_test.go:5174 (hostcase: rule 1, the SSO service URL in provider config the test creates and expects to succeed has upper-case letters in its host, not normal form)
				"singleSignOnServiceUrl": "https://samlIDPexample.com", // defect hostcase form
			},
		}
		if _, err := client.CreateIdentityProvider(context.Background(), token, cfg.GoCloak.Realm, repr); err != nil {
			t.Fatal(err)
		}
	})
}

func Test_ImportIdentityProviderConfigFromFile(t *testing.T) {
	cfg := GetConfig(t)
	client := NewClientWithDebug(t)
	token := GetAdminToken(t, client)

	// Source: github.com/Nerzal/gocloak/v14/client_test.go:6808 (syntax: a SAML metadata XML document uploaded as a file body; the URLs inside are attribute values and the text is no URI, a document like the prose of rule 4 rather than a URI that is sent or parsed)
	sampleFile := "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<md:EntityDescriptor xmlns:md=\"urn:oasis:names:tc:SAML:2.0:metadata\" entityID=\"https://accounts.google.com/o/saml2?idpid=C01unc9st\" validUntil=\"2026-04-29T21:34:48.000Z\">\n  <md:IDPSSODescriptor WantAuthnRequestsSigned=\"false\" protocolSupportEnumeration=\"urn:oasis:names:tc:SAML:2.0:protocol\">\n    <md:KeyDescriptor use=\"signing\"><ds:KeyInfo xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\"></ds:KeyInfo></md:KeyDescriptor>\n    <md:SingleSignOnService Binding=\"urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect\" Location=\"https://accounts.google.com/o/saml2/idp?idpid=C01unc9st\"/>\n  </md:IDPSSODescriptor>\n</md:EntityDescriptor>" // lookalike

	actual, err := client.ImportIdentityProviderConfigFromFile(
		context.Background(),
		token,
		cfg.GoCloak.Realm,
		"saml",
		"somefile.txt",
		bytes.NewReader([]byte(sampleFile)))
	if err != nil {
		t.Fatalf("ImportIdentityProviderConfig failed: %v", err)
	}
	if actual["singleSignOnServiceUrl"] != "https://accounts.google.com/o/saml2/idp?idpid=C01unc9st" {
		t.Errorf("unexpected singleSignOnServiceUrl %q", actual["singleSignOnServiceUrl"])
	}
}
