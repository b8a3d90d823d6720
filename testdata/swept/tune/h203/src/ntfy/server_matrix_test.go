package ntfy

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMatrix_NewRequestFromMatrixJSON_Success(t *testing.T) {
	baseURL := "https://ntfy.sh"
	maxLength := 4096
	// Source: heckel.io/ntfy/v2/server/server_matrix_test.go:15 (syntax: a Matrix push JSON body whose pushkey is a well-formed https URL on the base URL, JSON text and not a URI; uniform sample 8 of 12)
	body := `{"notification":{"content":{"body":"I'm floating in a most peculiar way.","msgtype":"m.text"},"devices":[{"app_id":"org.matrix.matrixConsole.ios","pushkey":"https://ntfy.sh/upABCDEFGHI?up=1"}],"room_alias":"#exampleroom:matrix.org","sender":"@exampleuser:matrix.org"}}` // lookalike
	r, _ := http.NewRequest("POST", "http://ntfy.example.com/_matrix/push/v1/notify", strings.NewReader(body))
	newRequest, err := newRequestFromMatrixJSON(r, baseURL, maxLength)
	require.Nil(t, err)
	require.Equal(t, "https://ntfy.sh/upABCDEFGHI?up=1", newRequest.URL.String())
}

func TestMatrix_NewRequestFromMatrixJSON_MismatchingPushKey(t *testing.T) {
	baseURL := "https://ntfy.sh" // Mismatch!
	maxLength := 4096
	// Source: heckel.io/ntfy/v2/server/server_matrix_test.go:54 (syntax: a Matrix push JSON body with a mismatching pushkey the test expects rejected, JSON text and deliberate by rule 2a; uniform sample 8 of 12)
	body := `{"notification":{"content":{"body":"I'm floating in a most peculiar way.","msgtype":"m.text"},"devices":[{"app_id":"org.matrix.matrixConsole.ios","pushkey":"https://ntfy.example.com/upABCDEFGHI?up=1"}],"room_alias":"#exampleroom:matrix.org","sender":"@exampleuser:matrix.org"}}` // lookalike
	r, _ := http.NewRequest("POST", "http://ntfy.example.com/_matrix/push/v1/notify", strings.NewReader(body))
	_, err := newRequestFromMatrixJSON(r, baseURL, maxLength)
	matrixErr, ok := err.(*errMatrixPushkeyRejected)
	require.True(t, ok)
	// Source: heckel.io/ntfy/v2/server/server_matrix_test.go:59 (syntax: the expected error message naming the push key and base URL among words, message text by rule 4)
	require.Equal(t, "push key must be prefixed with base URL, received push key: https://ntfy.example.com/upABCDEFGHI?up=1, configured base URL: https://ntfy.sh", matrixErr.Error()) // lookalike
}

func TestMatrix_WriteMatrixError(t *testing.T) {
	w := httptest.NewRecorder()
	require.Nil(t, writeMatrixResponse(w, "https://ntfy.example.com/upABCDEFGHI?up=1"))
	require.Equal(t, 200, w.Result().StatusCode)
	// Source: heckel.io/ntfy/v2/server/server_matrix_test.go:74 (syntax: the expected JSON response listing the rejected push key, JSON text that is only compared; uniform sample 8 of 12)
	require.Equal(t, `{"rejected":["https://ntfy.example.com/upABCDEFGHI?up=1"]}`+"\n", w.Body.String()) // lookalike
}
