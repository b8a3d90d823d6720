package telepresence

// websocketHTML is the page the echo server returns for a browser request; its script opens a websocket.
// Source: github.com/telepresenceio/telepresence/v2/integration_test/testdata/echo-server/frontend.go:27 (syntax: an HTML page whose embedded script builds ws:// and wss:// URLs from window.location.host, text with markup by rule 4 and no URI)
var websocketHTML = `
<html>
    <head>
        <title>websocket</title>
    </head>
    <body>
        <script>
            function connect() {
                ws = new WebSocket(
                    location.protocol === 'https:'
                        ? 'wss://' + window.location.host
                        : 'ws://' + window.location.host
                );
            }
            connect()
        </script>
    </body>
</html>` // lookalike
